import { sql, type Kysely } from 'kysely';
import type { ReconciliationChannel } from '@athar/contract/settlement/charity-reconciliation';
import type { Database } from '../schema';

/**
 * Per channel, the payment and refund lines that were this charity's when imported (settlement_lines.
 * ngo_id, never today's settings): how many, matched, still open as exceptions, and what the provider
 * settled and kept on the matched payments. Donations never settled count as lines of their channel.
 */
export async function reconciliationByChannel(
  db: Kysely<Database>,
  ngoId: number,
): Promise<ReconciliationChannel[]> {
  const { rows } = await sql<{
    channel: ReconciliationChannel['channel'];
    lines: string | number;
    matched: string | number;
    open_exceptions: string | number;
    settled: string | number | null;
    fees: string | number | null;
  }>`
    SELECT method AS channel,
           count(*) AS lines,
           count(*) FILTER (WHERE outcome IN ('matched', 'refund_matched')) AS matched,
           count(*) FILTER (WHERE resolved_at IS NULL
             AND outcome IN ('not_confirmed', 'amount_mismatch', 'not_settled', 'refund_unknown',
                            'refund_not_settled', 'duplicate', 'credit_unknown', 'deposit_not_shown'))
             AS open_exceptions,
           sum(amount) FILTER (WHERE outcome = 'matched') AS settled,
           sum(fee) FILTER (WHERE outcome = 'matched') AS fees
    FROM settlement_lines
    WHERE ngo_id = ${ngoId} AND method IS NOT NULL AND (kind IS NULL OR kind <> 'fee')
    GROUP BY method
    ORDER BY method`.execute(db);
  return rows.map((row) => ({
    channel: row.channel,
    lines: Number(row.lines),
    matched: Number(row.matched),
    open_exceptions: Number(row.open_exceptions),
    settled: Number(row.settled ?? 0),
    fees: Number(row.fees ?? 0),
  }));
}
