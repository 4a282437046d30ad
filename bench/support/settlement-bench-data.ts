import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createSimulatorState, orderKey } from '@athar/pay/bank/simulator/state';
import { bankSettlementCsv } from '@athar/pay/bank/simulator/settlement-report';
import { piastersToDecimal } from '@athar/contract/settlement/settlement-amounts';
import { BENCH_DATA_DIR } from './options';

/** Issue 39: a 100,000-line settlement file, against as many confirmed card donations. */
export const SETTLEMENT_LINES = 100_000;
/** The orders of the planted donations (payment_ref): the bank's order ids, as the pay host opens them. */
const ORDER_PREFIX = 'athar-b12-';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Once per data set (on the demo seed): 100,000 confirmed card donations to the first charity with a
 * bank merchant, all captured on one Cairo day four days ago (one every 0.8 s), amounts 50–1,000 EGP,
 * each under an order id of its own; receipt serials, the campaign's totals and the rollups kept.
 */
export async function plantSettlementDonations(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('BEGIN');
    await client.query(
      `WITH target AS (
         SELECT n.id AS ngo_id, n.last_receipt_serial, c.id AS campaign_id
         FROM ngos n JOIN projects p ON p.ngo_id = n.id JOIN campaigns c ON c.project_id = p.id
         WHERE n.merchant_id IS NOT NULL ORDER BY n.id, c.id LIMIT 1),
       day AS (SELECT ((now() AT TIME ZONE 'Africa/Cairo')::date - 4)::timestamp AT TIME ZONE 'Africa/Cairo' AS start)
       INSERT INTO donations (campaign_id, ngo_id, donor_name, email, amount, channel, type, status,
                              created_at, confirmed_at, hide_data, receipt_serial, payment_ref)
       SELECT t.campaign_id, t.ngo_id, 'متبرع ' || k, 'bench-donor' || (k % 5000) || '@example.com',
              (50 + (k * 37) % 951) * 100, 1, 2, 'confirmed',
              day.start + k * interval '800 milliseconds', day.start + k * interval '800 milliseconds',
              false, t.last_receipt_serial + k, '${ORDER_PREFIX}' || k
       FROM target t, day, generate_series(1, $1::int) AS k`,
      [SETTLEMENT_LINES],
    );
    await client.query(
      `UPDATE ngos n SET last_receipt_serial = issued.top
       FROM (SELECT ngo_id, max(receipt_serial) AS top FROM donations GROUP BY ngo_id) issued
       WHERE issued.ngo_id = n.id AND issued.top > n.last_receipt_serial`,
    );
    await client.query(
      `UPDATE campaigns c SET collected = s.total, donors_count = s.n
       FROM (SELECT campaign_id, sum(amount) AS total, count(*) AS n FROM donations
             WHERE status = 'confirmed' GROUP BY campaign_id) s
       WHERE s.campaign_id = c.id AND c.id IN (SELECT campaign_id FROM donations WHERE payment_ref LIKE '${ORDER_PREFIX}%')`,
    );
    await client.query('SELECT figures_rebuild()');
    await client.query('COMMIT');
  });
}

/**
 * The acquirer's daily settlement file of those donations, written by the bank simulator's own writer
 * (`bankSettlementCsv`, what its settlement route serves): each planted donation as an order the
 * simulator captured, at the instant it was confirmed. Answers the file's path and its line count.
 */
export async function writeSettlementFile(url: string): Promise<{ file: string; lines: number }> {
  const { merchantId, day, orders } = await withClient(url, async (client) => {
    const { rows } = await client.query<{
      merchant_id: string;
      payment_ref: string;
      amount: string;
      confirmed_at: Date;
      day: string;
    }>(
      `SELECT n.merchant_id, d.payment_ref, d.amount, d.confirmed_at,
              to_char(d.confirmed_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD') AS day
       FROM donations d JOIN ngos n ON n.id = d.ngo_id
       WHERE d.payment_ref LIKE '${ORDER_PREFIX}%' ORDER BY d.id`,
    );
    if (rows.length !== SETTLEMENT_LINES) throw new Error(`P12: ${rows.length} planted donations`);
    return { merchantId: rows[0]!.merchant_id, day: rows[0]!.day, orders: rows };
  });
  const state = createSimulatorState();
  for (const order of orders)
    state.orders.set(orderKey(merchantId, order.payment_ref), {
      merchantId,
      id: order.payment_ref,
      amount: piastersToDecimal(Number(order.amount)),
      currency: 'EGP',
      description: '',
      outcome: 'approved',
      operation: 'PURCHASE',
      capturedAt: order.confirmed_at.toISOString(),
    });
  const csv = bankSettlementCsv(state, merchantId, day);
  const folder = path.join(BENCH_DATA_DIR, 'p12');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `settlement-${merchantId}-${day}.csv`);
  fs.writeFileSync(file, csv);
  return { file, lines: csv.trimEnd().split('\r\n').length };
}
