import type { Kysely } from 'kysely';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import { feeStatementText as text } from '@athar/contract/fees/fee-statement-text';
import { piastersToEgpText } from '@athar/contract/money';
import { statementLines } from '../../db/queries/fee-statements';
import type { Database } from '../../db/schema';
import { formatCairoDateTime } from '../../lib/cairo-time';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { donationChannel } from '../../lib/donation-channel';

const PAGE = 2000;

/** A statement's lines, one per donation, as CSV (UTF-8 with BOM; formula characters made text by csvLine). */
export async function feeLinesCsv(db: Kysely<Database>, statementId: number): Promise<string> {
  let body = CSV_BOM + csvLine(text.csvColumns);
  let after: number | undefined;
  for (;;) {
    const lines = await statementLines(db, statementId, after, PAGE);
    for (const row of lines)
      body += csvLine([
        Number(row.donation_id),
        formatCairoDateTime(new Date(row.confirmed_at)),
        DONATION_CHANNEL_NAMES[donationChannel(row.type)],
        piastersToEgpText(row.amount),
      ]);
    if (lines.length < PAGE) return body;
    after = Number(lines.at(-1)!.donation_id);
  }
}
