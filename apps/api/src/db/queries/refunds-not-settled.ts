import { sql, type Kysely } from 'kysely';
import { GATEWAY_PAYMENT_TYPES, PAYMENT_TYPE } from '@athar/contract/constants';
import type { Database } from '../schema';

/**
 * Lists, as `refund_not_settled` lines of this import (docs/decisions/048), the donations of the card
 * acquirer's or the gateway's account whose refund Athar recorded (a `refunded` event: a void moves no
 * money and leaves no line) before `cutoff` and on or after the first day any file of that account
 * covers, that no file of that provider has carried as a refund and that were not listed before.
 * Returns how many. The aggregator's reversals are known from its reports alone: never listed.
 */
export async function listRefundsNotSettled(
  db: Kysely<Database>,
  importId: number,
  provider: 'bank' | 'gateway',
  account: string,
  cutoff: Date,
): Promise<number> {
  const types: number[] = provider === 'bank' ? [PAYMENT_TYPE.card] : [...GATEWAY_PAYMENT_TYPES];
  const accountColumn = sql.ref(provider === 'bank' ? 'n.merchant_id' : 'n.paymob_account');
  const method =
    provider === 'bank'
      ? sql<string>`'card'`
      : sql<string>`CASE d.type WHEN ${PAYMENT_TYPE.wallet} THEN 'wallet' WHEN ${PAYMENT_TYPE.kiosk} THEN 'kiosk' ELSE 'meeza' END`;
  const result = await sql`
    INSERT INTO settlement_lines (import_id, provider, account, outcome, method, donation_id, ngo_id)
    SELECT ${importId}, ${provider}, ${account}, 'refund_not_settled', ${method}, d.id, d.ngo_id
    FROM donations d JOIN ngos n ON n.id = d.ngo_id
      JOIN LATERAL (SELECT min(e.created_at) AS at FROM donation_events e
                    WHERE e.donation_id = d.id AND e.action = 'refunded') refund ON refund.at IS NOT NULL
    WHERE ${accountColumn} = ${account}
      AND d.type IN (${sql.join(types)})
      AND refund.at < ${cutoff}
      AND refund.at >= (
        SELECT (min(s.settled_on)::timestamp AT TIME ZONE 'Africa/Cairo') FROM settlement_lines s
        WHERE s.provider = ${provider} AND s.account = ${account} AND s.line_number IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM settlement_lines s WHERE s.donation_id = d.id AND s.provider = ${provider}
                      AND (s.kind = 'refund' OR s.outcome = 'refund_not_settled'))
    ORDER BY d.id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
