import { sql, type Kysely } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { Piasters } from '@athar/contract/piasters';
import type { Database } from '../schema';

// Cash deposits (045, issue 39): what a charity collected and has not deposited, its deposits, and
// the operators' list of cash collected and not deposited in time.

/** The staff member who recorded a donation's collection (the latest «collected»), as a subquery. */
const collector = sql<number | null>`(
  SELECT e.staff_id FROM donation_events e
  WHERE e.donation_id = d.id AND e.action = 'collected'
  ORDER BY e.id DESC LIMIT 1)`;

const notDeposited = sql<boolean>`NOT EXISTS (
  SELECT 1 FROM cash_deposit_donations x WHERE x.donation_id = d.id)`;

/** The charity's collected (confirmed) cash donations no deposit carries, oldest first. */
export function undepositedCash(db: Kysely<Database>, ngoId: number, limit: number) {
  return db
    .selectFrom('donations as d')
    .leftJoin('charity_staff as s', (join) => join.on(sql<boolean>`s.id = ${collector}`))
    .select(['d.id', 'd.donor_name', 'd.amount', 'd.confirmed_at', 's.staff_name as collected_by'])
    .where('d.ngo_id', '=', ngoId)
    .where('d.type', '=', PAYMENT_TYPE.cash)
    .where('d.status', '=', 'confirmed')
    .where(notDeposited)
    .orderBy('d.confirmed_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/**
 * Locks the donations a deposit names (in id order, so two deposits naming the same ones wait for each
 * other rather than deadlock) and says of each whether it is the charity's collected cash and whether
 * a deposit already carries it — read after the lock, so a deposit committed meanwhile is seen.
 */
export async function lockDonationsForDeposit(db: Kysely<Database>, ids: readonly number[], ngoId: number) {
  const rows = await db
    .selectFrom('donations as d')
    .select(['d.id', 'd.amount', 'd.type', 'd.status'])
    .where('d.id', 'in', [...ids])
    // another charity's donation is never locked: it is simply not found, and refused
    .where('d.ngo_id', '=', ngoId)
    .orderBy('d.id')
    .forUpdate()
    .execute();
  const deposited = await db
    .selectFrom('cash_deposit_donations')
    .select('donation_id')
    .where('donation_id', 'in', [...ids])
    .execute();
  const taken = new Set(deposited.map((row) => Number(row.donation_id)));
  return rows.map((row) => ({
    id: Number(row.id),
    amount: row.amount,
    collected: row.type === PAYMENT_TYPE.cash && row.status === 'confirmed',
    deposited: taken.has(Number(row.id)),
  }));
}

export async function insertCashDeposit(
  db: Kysely<Database>,
  deposit: {
    ngo_id: number;
    amount: Piasters;
    deposited_on: string;
    bank_reference: string;
    slip_image: string;
    recorded_by: number;
  },
  donationIds: readonly number[],
): Promise<number> {
  const row = await db.insertInto('cash_deposits').values(deposit).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('cash_deposit_donations')
    .values(donationIds.map((donation_id) => ({ donation_id, deposit_id: row.id })))
    .execute();
  return Number(row.id);
}

/** The charity's deposits, newest first, with who recorded each and the donations it carries. */
export async function cashDepositsOf(
  db: Kysely<Database>,
  ngoId: number,
  options: { id?: number; limit: number },
) {
  const deposits = await db
    .selectFrom('cash_deposits as c')
    .innerJoin('charity_staff as s', 's.id', 'c.recorded_by')
    .select([
      'c.id',
      'c.amount',
      sql<string>`to_char(c.deposited_on, 'YYYY-MM-DD')`.as('deposited_on'),
      'c.bank_reference',
      'c.slip_image',
      'c.recorded_at',
      's.staff_name as recorded_by',
    ])
    .where('c.ngo_id', '=', ngoId)
    .$if(options.id !== undefined, (query) => query.where('c.id', '=', options.id!))
    .orderBy('c.id', 'desc')
    .limit(options.limit)
    .execute();
  const carried =
    deposits.length === 0
      ? []
      : await db
          .selectFrom('cash_deposit_donations')
          .select(['deposit_id', 'donation_id'])
          .where(
            'deposit_id',
            'in',
            deposits.map((deposit) => deposit.id),
          )
          .orderBy('donation_id')
          .execute();
  return deposits.map((deposit) => ({
    ...deposit,
    donation_ids: carried
      .filter((row) => Number(row.deposit_id) === Number(deposit.id))
      .map((row) => Number(row.donation_id)),
  }));
}

/**
 * Cash collected before `cutoff` that no deposit carries, per charity and per representative (the
 * staff member who recorded the collection; none when the command line did), the oldest first.
 */
export async function overdueCash(db: Kysely<Database>, cutoff: Date, ngoId?: number) {
  const { rows } = await sql<{
    ngo_id: number;
    ngo_name: string;
    representative_id: number | null;
    representative_name: string | null;
    donations: string | number;
    amount: string | number;
    oldest: Date | string;
  }>`
    SELECT d.ngo_id, n.ar_name AS ngo_name, rep.staff_id AS representative_id,
           s.staff_name AS representative_name, count(*) AS donations, sum(d.amount) AS amount,
           min(d.confirmed_at) AS oldest
    FROM donations d
    JOIN ngos n ON n.id = d.ngo_id
    LEFT JOIN LATERAL (
      SELECT e.staff_id FROM donation_events e
      WHERE e.donation_id = d.id AND e.action = 'collected'
      ORDER BY e.id DESC LIMIT 1
    ) rep ON true
    LEFT JOIN charity_staff s ON s.id = rep.staff_id
    WHERE d.type = ${PAYMENT_TYPE.cash} AND d.status = 'confirmed' AND d.confirmed_at < ${cutoff}
      AND ${notDeposited} ${ngoId === undefined ? sql`` : sql`AND d.ngo_id = ${ngoId}`}
    GROUP BY d.ngo_id, n.ar_name, rep.staff_id, s.staff_name
    ORDER BY min(d.confirmed_at), d.ngo_id, rep.staff_id
    LIMIT 1000`.execute(db);
  return rows;
}
