import type { CharityLicence } from '@athar/contract/charity/licence';
import { licenceWords as words } from '@athar/contract/charity/licence-words';

/**
 * The receiving charity in a receipt mail as the printable receipt states it (docs/decisions/018): its
 * name, its registered legal name, «رقم الإشهار» and the permit the donation was collected under.
 */
export function licenceLines(ngoName: string, { legal_name, registration_number, permit }: CharityLicence) {
  return [
    `الجمعية: ${ngoName}`,
    `${words.legalName}: ${legal_name ?? words.notRecorded}`,
    `${words.registrationNumberFull}: ${registration_number ?? words.notRecorded}`,
    `${words.permitNumber}: ${permit ? `${permit.permit_number}، ${words.permitIssuedBy(permit.issuing_body)}` : words.notRecorded}`,
  ];
}
