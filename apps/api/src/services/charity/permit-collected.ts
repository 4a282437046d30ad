import type { Kysely } from 'kysely';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import { PERMIT_CHANNELS, type PermitCollected } from '@athar/contract/charity/permit-collected';
import { permitCollectedText as text } from '@athar/contract/charity/permit-collected-text';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import type { DonationChannel } from '@athar/contract/charity/records';
import { piastersToEgpText } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { AppError } from '@athar/server-kit/errors';
import { permitQuery } from '../../db/queries/charity-permits';
import { collectedByType, collectedLines } from '../../db/queries/permit-collected';
import type { Database } from '../../db/schema';
import { formatCairoDateTime } from '../../lib/cairo-time';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { donationChannel } from '../../lib/donation-channel';

/** The permit a report is about, with its charity as the Ministry registered it. */
export async function reportedPermit(db: Kysely<Database>, permitId: number, ngoId?: number) {
  let query = permitQuery(db)
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select(['n.ar_name as ngo_name', 'n.legal_name', 'n.registration_number'])
    .where('p.id', '=', permitId);
  // another charity's permit is not found, never forbidden: its id says nothing
  if (ngoId !== undefined) query = query.where('p.ngo_id', '=', ngoId);
  const permit = await query.executeTakeFirst();
  if (!permit) throw new AppError('NOT_FOUND', permitMessages.permitNotFound);
  return permit;
}
export type ReportedPermit = Awaited<ReturnType<typeof reportedPermit>>;

/** What was confirmed under the permit, by channel (every channel listed), in piasters. */
export async function permitCollected(
  db: Kysely<Database>,
  permit: ReportedPermit,
): Promise<PermitCollected> {
  const byType = await collectedByType(db, permit);
  const by_channel = PERMIT_CHANNELS.map((channel) => {
    const rows = byType.filter((row) => donationChannel(row.type) === channel);
    return {
      channel,
      count: rows.reduce((sum, row) => sum + row.count, 0),
      total: rows.reduce((sum, row) => sum + row.total, 0),
    };
  });
  return {
    permit_id: Number(permit.id),
    permit_number: permit.permit_number,
    count: by_channel.reduce((sum, row) => sum + row.count, 0),
    total: by_channel.reduce((sum, row) => sum + row.total, 0),
    by_channel,
  };
}

const PAGE = 2000;

/** One donation collected under the permit. */
export interface PermitLine {
  id: number;
  receipt_serial: number | null;
  channel: DonationChannel;
  amount: number;
  confirmed_at: Date;
}

/** Every line collected under the permit, in the order confirmed, a page of the database at a time. */
export async function* permitLines(db: Kysely<Database>, permit: ReportedPermit): AsyncGenerator<PermitLine> {
  let after: { confirmed_at: Date; id: number } | undefined;
  for (;;) {
    const lines = await collectedLines(db, permit, after, PAGE);
    for (const line of lines)
      yield {
        id: Number(line.id),
        receipt_serial: line.receipt_serial,
        channel: donationChannel(line.type),
        amount: Number(line.amount),
        confirmed_at: new Date(line.confirmed_at!),
      };
    if (lines.length < PAGE) return;
    const last = lines.at(-1)!;
    after = { confirmed_at: new Date(last.confirmed_at!), id: Number(last.id) };
  }
}

/**
 * The report as CSV (UTF-8 with BOM; csvLine makes formula characters text, the charity's own words
 * included): the permit, the totals by channel, then one line per donation.
 */
export async function permitReportCsv(db: Kysely<Database>, permit: ReportedPermit): Promise<string> {
  const collected = await permitCollected(db, permit);
  let body = CSV_BOM;
  body += csvLine([text.charity, permit.legal_name ?? permit.ngo_name]);
  body += csvLine([text.registration, permit.registration_number]);
  body += csvLine([text.number, permit.permit_number]);
  body += csvLine([text.purpose, permit.purpose]);
  body += csvLine([text.validity, permit.starts_on, permit.ends_on]);
  body += csvLine([]);
  body += csvLine([text.columns.channel, text.columns.count, text.columns.total]);
  for (const row of collected.by_channel)
    body += csvLine([DONATION_CHANNEL_NAMES[row.channel], row.count, piastersToEgpText(piasters(row.total))]);
  body += csvLine([text.total, collected.count, piastersToEgpText(piasters(collected.total))]);
  body += csvLine([]);
  body += csvLine(text.csvColumns);
  for await (const line of permitLines(db, permit))
    body += csvLine([
      line.id,
      line.receipt_serial,
      formatCairoDateTime(line.confirmed_at),
      DONATION_CHANNEL_NAMES[line.channel],
      piastersToEgpText(piasters(line.amount)),
    ]);
  return body;
}

/** `permit-<number>.csv`: a permit number holds only [0-9A-Za-z/-]; the slash becomes a dash. */
export const permitFileName = (permit: ReportedPermit, extension: 'csv' | 'pdf') =>
  `attachment; filename="permit-${permit.permit_number.replace(/\//g, '-')}.${extension}"`;
