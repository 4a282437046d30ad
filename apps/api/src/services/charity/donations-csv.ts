import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { piastersToEgpText } from '@athar/contract/money';
import type { Database } from '../../db/schema';
import {
  exportCharityDonations,
  type DonationFilter,
  type DonationRange,
  type ExportedDonation,
} from '../../db/queries/charity-records';
import { cairoDay } from '../../lib/cairo-time';
import { CSV_BOM, csvLine, csvPhoneNumber } from '../../lib/csv';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import { DONATION_VISIBILITY_NAMES } from '@athar/contract/donations/visibility-names';

/** The export's Arabic column headings, in column order. */
export const DONATIONS_CSV_HEADINGS = [
  'رقم التبرع',
  'تاريخ التأكيد (توقيت القاهرة)',
  'المبلغ (ج.م)',
  'طريقة التبرع',
  'اسم المتبرع',
  'رقم الهاتف',
  'رقم الحملة',
  'الحملة',
  'المشروع',
  'طريقة الظهور',
] as const;

/** The last column's heading when the export includes refunded donations. */
export const DONATIONS_CSV_STATUS_HEADING = 'الحالة';

/** A donation's status as that column writes it: a refund and a void are told apart. */
export const DONATION_STATUS_NAMES = {
  confirmed: 'مؤكد',
  refunded: 'مُستردّ',
  voided: 'مُلغى',
} as const;

function statusName(donation: ExportedDonation): string {
  return DONATION_STATUS_NAMES[donation.refund ? donation.refund.action : 'confirmed'];
}

function donationFields(donation: ExportedDonation) {
  return [
    donation.id,
    donation.confirmed_local,
    piastersToEgpText(donation.amount_piasters),
    DONATION_CHANNEL_NAMES[donation.channel],
    donation.donor_name,
    csvPhoneNumber(donation.msisdn),
    donation.campaign_code,
    donation.campaign_title,
    donation.project_ar_name,
    DONATION_VISIBILITY_NAMES[donation.visibility],
  ];
}

/** athar-donations-<from>-<to>.csv; an open start reads "start", an open end today's Cairo date. */
export function donationsCsvFileName(range: DonationRange, now: Date = new Date()): string {
  return `athar-donations-${range.from ?? 'start'}-${range.to ?? cairoDay(now)}.csv`;
}

/**
 * The CSV of a charity's donations of the filter (the list's), as a stream of one chunk per page,
 * with a status column when refunded donations are included. The first page is read before the
 * stream is handed over, so a database failure still gets an error answer.
 */
export async function donationsCsvStream(
  db: Kysely<Database>,
  ngoId: number,
  filter: DonationFilter,
): Promise<Readable> {
  const withStatus = filter.include_refunded === true;
  const donationLine = (donation: ExportedDonation) =>
    csvLine(withStatus ? [...donationFields(donation), statusName(donation)] : donationFields(donation));
  const pages = exportCharityDonations(db, ngoId, filter);
  const first = await pages.next();
  async function* chunks() {
    yield (
      CSV_BOM +
      csvLine(withStatus ? [...DONATIONS_CSV_HEADINGS, DONATIONS_CSV_STATUS_HEADING] : DONATIONS_CSV_HEADINGS)
    );
    if (first.done) return;
    yield first.value.map(donationLine).join('');
    for await (const page of pages) yield page.map(donationLine).join('');
  }
  return Readable.from(chunks(), { objectMode: false });
}
