import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { piastersToEgpText } from '@athar/contract/money';
import type { Database } from '../../db/schema';
import {
  exportCharityDonations,
  type DonationRange,
  type ExportedDonation,
} from '../../db/queries/charity-records';
import { cairoDay } from '../../lib/cairo-time';
import { CSV_BOM, csvLine, csvPhoneNumber } from '../../lib/csv';
import { DONATION_CHANNEL_NAMES } from '../../lib/donation-channel';

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
] as const;

function donationLine(donation: ExportedDonation): string {
  return csvLine([
    donation.id,
    donation.confirmed_local,
    piastersToEgpText(donation.amount_piasters),
    DONATION_CHANNEL_NAMES[donation.channel],
    donation.donor_name,
    csvPhoneNumber(donation.msisdn),
    donation.campaign_code,
    donation.campaign_title,
    donation.project_ar_name,
  ]);
}

/** athar-donations-<from>-<to>.csv; an open start reads "start", an open end today's Cairo date. */
export function donationsCsvFileName(range: DonationRange, now: Date = new Date()): string {
  return `athar-donations-${range.from ?? 'start'}-${range.to ?? cairoDay(now)}.csv`;
}

/**
 * The CSV of a charity's confirmed donations of a range, as a stream of one chunk per page. The first
 * page is read before the stream is handed over, so a database failure still gets an error answer.
 */
export async function donationsCsvStream(
  db: Kysely<Database>,
  ngoId: number,
  range: DonationRange,
): Promise<Readable> {
  const pages = exportCharityDonations(db, ngoId, range);
  const first = await pages.next();
  async function* chunks() {
    yield CSV_BOM + csvLine(DONATIONS_CSV_HEADINGS);
    if (first.done) return;
    yield first.value.map(donationLine).join('');
    for await (const page of pages) yield page.map(donationLine).join('');
  }
  return Readable.from(chunks(), { objectMode: false });
}
