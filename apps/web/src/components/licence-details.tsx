import type { CharityLicence } from '@athar/contract/charity/licence';
import { cx } from '../lib/cx';
import { formatCalendarDay } from '../lib/format-date';
import { licenceMoreMessages } from '../lib/messages/licence-more';

const text = licenceMoreMessages.block;

interface Row {
  label: string;
  value: string | null;
  /** a number like 1234/2019, read left to right inside the Arabic line */
  number?: boolean;
}

function licenceRows(licence: CharityLicence): Row[] {
  const { permit } = licence;
  const rows: Row[] = [
    { label: text.legalName, value: licence.legal_name },
    { label: text.registrationNumber, value: licence.registration_number, number: true },
  ];
  if (!permit) return rows;
  return [
    ...rows,
    { label: text.permitNumber, value: permit.permit_number, number: true },
    { label: text.issuingBody, value: permit.issuing_body },
    { label: text.validFrom, value: formatCalendarDay(permit.starts_on) },
    { label: text.validUntil, value: formatCalendarDay(permit.ends_on) },
  ];
}

/**
 * The charity as the Ministry of Social Solidarity registered it and its online fundraising permit in
 * force today (docs/decisions/018), as a description list; without a permit, only the registration.
 */
export function LicenceDetails({ licence, className }: { licence: CharityLicence; className?: string }) {
  return (
    <dl className={cx('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>
      {licenceRows(licence).map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="font-bold wrap-anywhere text-brand-900">
            {row.value === null ? (
              text.notRecorded
            ) : row.number ? (
              <bdi dir="ltr">{row.value}</bdi>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
