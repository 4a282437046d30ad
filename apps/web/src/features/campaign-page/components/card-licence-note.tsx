import type { CharityLicence } from '@athar/contract/charity/licence';
import { LicenceNumber } from '../../../components/licence-number';
import { licenceMoreMessages } from '../../../lib/messages/licence-more';

const text = licenceMoreMessages.card;

/** The condolence card's small print (docs/decisions/018): the charity's registration and permit numbers. */
export function CardLicenceNote({ licence }: { licence: CharityLicence }) {
  return (
    <p data-testid="card-licence" className="text-xs leading-snug text-muted print:text-[0.625rem]">
      {licence.registration_number && (
        <>
          <LicenceNumber label={text.registered} number={licence.registration_number} />
          {' · '}
        </>
      )}
      {licence.permit ? (
        <LicenceNumber label={text.permit} number={licence.permit.permit_number} />
      ) : (
        text.noPermit
      )}
    </p>
  );
}
