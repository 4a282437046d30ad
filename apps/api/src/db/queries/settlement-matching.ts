import { sql, type Kysely } from 'kysely';
import { GATEWAY_PAYMENT_TYPES, PAYMENT_TYPE } from '@athar/contract/constants';
import type { Piasters } from '@athar/contract/piasters';
import type { SettlementProvider } from '@athar/contract/settlement/settlement-files';
import type { Database } from '../schema';

/** A donation as a settlement line is matched against it. */
export interface MatchedDonation {
  id: number;
  amount: Piasters;
  status: string;
  /** the bank order (card) or the gateway order (wallet, kiosk, Meeza) it was paid under */
  order_ref: string | null;
  ngo_id: number;
  /** Athar recorded its money given back: refunded (the gateway) or a refund/void event (a revoked card) */
  reversed: boolean;
}

/** Whether Athar knows a donation's money was given back (docs/decisions/026, 042). */
const reversedSql = sql<boolean>`(d.status = 'refunded' OR EXISTS (
  SELECT 1 FROM donation_events e WHERE e.donation_id = d.id AND e.action IN ('refunded', 'voided')))`;
const reversedColumn = reversedSql.as('reversed');

/** A donation's row as the matching queries read it. */
interface MatchedRow {
  id: number | string;
  amount: Piasters;
  status: string;
  ngo_id: number | string;
  reversed: unknown;
}
type CardRow = MatchedRow & { payment_ref: string | null; schedule_id: number | string | null };

const matched = (row: MatchedRow, order_ref: string | null): MatchedDonation => ({
  id: Number(row.id),
  amount: row.amount,
  status: row.status,
  order_ref,
  ngo_id: Number(row.ngo_id),
  reversed: row.reversed === true || row.reversed === 1 || row.reversed === 't',
});

const NIGHT_ORDER = /^athar-n-(\d{1,15})$/;
const GATEWAY_REFERENCE = /^athar-(\d{1,15})$/;

/**
 * The card donations of this bank merchant whose order is one of `references`: by the order id each
 * recorded (payment_ref), or a scheduled night's `athar-n-<donation id>` — keyed by reference.
 */
export async function cardDonationsByReference(
  db: Kysely<Database>,
  merchantId: string,
  references: readonly string[],
): Promise<Map<string, MatchedDonation>> {
  const found = new Map<string, MatchedDonation>();
  if (references.length === 0) return found;
  const nights = references.flatMap((reference) => {
    const match = NIGHT_ORDER.exec(reference);
    return match ? [Number(match[1])] : [];
  });
  // one index lookup per order id (donations_payment_ref_key): as an IN list the planner could read
  // every donation of the charity with the list as a filter, 100 times for a 100,000-line file (P12)
  const { rows } = await sql<CardRow>`
    SELECT d.id, d.amount, d.status, d.payment_ref, d.schedule_id, d.ngo_id, ${reversedSql} AS reversed
    FROM unnest(${[...new Set(references)]}::text[]) AS r (reference)
    CROSS JOIN LATERAL (
      SELECT id, amount, status, payment_ref, schedule_id, ngo_id FROM donations
      WHERE payment_ref = r.reference AND type = ${PAYMENT_TYPE.card} OFFSET 0) d
    JOIN ngos n ON n.id = d.ngo_id
    WHERE n.merchant_id = ${merchantId}`.execute(db);
  // a scheduled night's order: `athar-n-<donation id>`
  if (nights.length > 0)
    rows.push(
      ...(await db
        .selectFrom('donations as d')
        .innerJoin('ngos as n', 'n.id', 'd.ngo_id')
        .select([
          'd.id',
          'd.amount',
          'd.status',
          'd.payment_ref',
          'd.schedule_id',
          'd.ngo_id',
          reversedColumn,
        ])
        .where('n.merchant_id', '=', merchantId)
        .where('d.type', '=', PAYMENT_TYPE.card)
        .where('d.id', 'in', nights)
        .where('d.schedule_id', 'is not', null)
        .execute()),
    );
  for (const row of rows) {
    const reference = row.payment_ref ?? `athar-n-${row.id}`;
    found.set(reference, matched(row, reference));
  }
  return found;
}

/**
 * The wallet, kiosk and Meeza donations of this gateway account named by `athar-<id>` references,
 * keyed by reference, with the gateway transactions recorded for each (transaction id → donation).
 */
export async function gatewayDonationsByReference(
  db: Kysely<Database>,
  account: string,
  references: readonly string[],
  transactionIds: readonly string[],
) {
  const donations = new Map<string, MatchedDonation>();
  const transactions = new Map<string, number>();
  const ids = references.flatMap((reference) => {
    const match = GATEWAY_REFERENCE.exec(reference);
    return match ? [Number(match[1])] : [];
  });
  if (ids.length > 0) {
    const rows = await db
      .selectFrom('donations as d')
      .innerJoin('ngos as n', 'n.id', 'd.ngo_id')
      .select(['d.id', 'd.amount', 'd.status', 'd.gateway_order_id', 'd.ngo_id', reversedColumn])
      .where('n.paymob_account', '=', account)
      .where('d.type', 'in', [...GATEWAY_PAYMENT_TYPES])
      .where('d.id', 'in', ids)
      .execute();
    for (const row of rows) donations.set(`athar-${row.id}`, matched(row, row.gateway_order_id));
  }
  if (transactionIds.length > 0) {
    const rows = await db
      .selectFrom('gateway_transactions')
      .select(['transaction_id', 'donation_id'])
      .where('transaction_id', 'in', transactionIds)
      .execute();
    for (const row of rows) transactions.set(row.transaction_id, Number(row.donation_id));
  }
  return { donations, transactions };
}

/** The SMS donations made by messages to this short number, by the aggregator's message id. */
export async function smsDonationsByMessage(
  db: Kysely<Database>,
  shortNumber: string,
  messageIds: readonly string[],
): Promise<Map<string, MatchedDonation>> {
  const found = new Map<string, MatchedDonation>();
  if (messageIds.length === 0) return found;
  // one index lookup per message (donations_sms_message_id_key), as for the bank's orders above
  const { rows } = await sql<MatchedRow & { sms_message_id: string }>`
    SELECT d.id, d.amount, d.status, d.sms_message_id, d.ngo_id, ${reversedSql} AS reversed
    FROM unnest(${[...new Set(messageIds)]}::text[]) AS m (message_id)
    CROSS JOIN LATERAL (
      SELECT id, amount, status, sms_message_id, ngo_id FROM donations
      WHERE sms_message_id = m.message_id AND type = ${PAYMENT_TYPE.sms} OFFSET 0) d
    JOIN ngos n ON n.id = d.ngo_id
    WHERE n.sms_short_number = ${shortNumber}`.execute(db);
  for (const row of rows) found.set(row.sms_message_id, matched(row, row.sms_message_id));
  return found;
}

/** The one charity holding a provider's account (null when none or several do): an unmatched line's owner. */
export async function charityOfAccount(
  db: Kysely<Database>,
  provider: SettlementProvider,
  account: string,
): Promise<number | null> {
  const column =
    provider === 'bank' ? 'merchant_id' : provider === 'gateway' ? 'paymob_account' : 'sms_short_number';
  const rows = await db.selectFrom('ngos').select('id').where(column, '=', account).limit(2).execute();
  return rows.length === 1 ? Number(rows[0]!.id) : null;
}

/**
 * Lists, as `not_settled` lines of this import, the donations of the provider's account confirmed
 * here before `cutoff` and on or after the first Cairo day any of its files covers, that no file of
 * that account has carried and that were not listed before. Returns how many.
 */
export async function listNotSettled(
  db: Kysely<Database>,
  importId: number,
  provider: SettlementProvider,
  account: string,
  cutoff: Date | { cairoDay: string },
): Promise<number> {
  const types: number[] =
    provider === 'bank'
      ? [PAYMENT_TYPE.card]
      : provider === 'sms'
        ? [PAYMENT_TYPE.sms]
        : [...GATEWAY_PAYMENT_TYPES];
  const accountColumn = sql.ref(
    provider === 'bank'
      ? 'n.merchant_id'
      : provider === 'gateway'
        ? 'n.paymob_account'
        : 'n.sms_short_number',
  );
  const method =
    provider === 'bank'
      ? sql<string>`'card'`
      : provider === 'sms'
        ? sql<string>`'sms'`
        : sql<string>`CASE d.type WHEN ${PAYMENT_TYPE.wallet} THEN 'wallet' WHEN ${PAYMENT_TYPE.kiosk} THEN 'kiosk' ELSE 'meeza' END`;
  // the aggregator's months close on a Cairo day; the others count days on the app's clock
  const before =
    cutoff instanceof Date
      ? sql`${cutoff}`
      : sql`(${cutoff.cairoDay}::timestamp AT TIME ZONE 'Africa/Cairo')`;
  const result = await sql`
    INSERT INTO settlement_lines (import_id, provider, account, outcome, method, donation_id, ngo_id)
    SELECT ${importId}, ${provider}, ${account}, 'not_settled', ${method}, d.id, d.ngo_id
    FROM donations d JOIN ngos n ON n.id = d.ngo_id
    WHERE ${accountColumn} = ${account}
      AND d.type IN (${sql.join(types)})
      AND d.status = 'confirmed'
      AND d.confirmed_at < ${before}
      AND d.confirmed_at >= (
        SELECT (min(s.settled_on)::timestamp AT TIME ZONE 'Africa/Cairo') FROM settlement_lines s
        WHERE s.provider = ${provider} AND s.account = ${account} AND s.line_number IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM settlement_lines s WHERE s.donation_id = d.id
                      AND s.provider = ${provider})
    ORDER BY d.id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * The donations an import's payment lines named (whatever their outcome) now settled: their open
 * `not_settled` lines of earlier imports are closed with a note saying where; with `refund_not_settled`,
 * the refunds its refund lines matched.
 */
export async function closeNotSettledOfImport(
  db: Kysely<Database>,
  importId: number,
  note: string,
  outcome: 'not_settled' | 'refund_not_settled' = 'not_settled',
) {
  await db
    .updateTable('settlement_lines')
    .set({ resolved_at: sql`now()`, resolution_note: note })
    .where('outcome', '=', outcome)
    .where('resolved_at', 'is', null)
    .where('donation_id', 'in', (eb) =>
      eb
        .selectFrom('settlement_lines as s')
        .select('s.donation_id')
        .where('s.import_id', '=', importId)
        .where('s.line_number', 'is not', null)
        .where('s.kind', '=', outcome === 'not_settled' ? 'payment' : 'refund')
        .where('s.donation_id', 'is not', null),
    )
    .execute();
}
