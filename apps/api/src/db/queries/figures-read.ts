import { sql, type Kysely } from 'kysely';
import { CASH_CONTACT_HOURS, PAYMENT_TYPE } from '@athar/contract/constants';
import type { FigureChannel, FigureGranularity } from '@athar/contract/figures/figures-endpoints';
import type { Database } from '../schema';

// The dashboards' reads: the daily rollups of a range summed by day or month (never the donations),
// and the cash overdue for collection now.

export interface FiguresRange {
  from: string;
  to: string;
  granularity: FigureGranularity;
  /** one charity's; undefined: every charity's */
  ngoId?: number;
}

const periodOf = (granularity: FigureGranularity) =>
  granularity === 'month' ? sql<string>`to_char(day, 'YYYY-MM')` : sql<string>`to_char(day, 'YYYY-MM-DD')`;

/** Sums of the channel rollups by period and channel. */
export async function channelFigures(db: Kysely<Database>, range: FiguresRange) {
  const { rows } = await sql<{
    period: string;
    channel: FigureChannel;
    confirmed_count: string;
    confirmed_amount: string;
    refunded_count: string;
    refunded_amount: string;
    settled_amount: string;
    reconciled_amount: string;
  }>`
    SELECT ${periodOf(range.granularity)} AS period, channel,
           sum(confirmed_count) AS confirmed_count, sum(confirmed_amount) AS confirmed_amount,
           sum(refunded_count) AS refunded_count, sum(refunded_amount) AS refunded_amount,
           sum(settled_amount) AS settled_amount, sum(reconciled_amount) AS reconciled_amount
    FROM daily_figures
    WHERE day BETWEEN ${range.from}::date AND ${range.to}::date
      ${range.ngoId === undefined ? sql`` : sql`AND ngo_id = ${range.ngoId}`}
    GROUP BY 1, 2`.execute(db);
  return rows;
}

/** Sums of the charity rollups (donors, campaigns) by period. */
export async function charityFigures(db: Kysely<Database>, range: FiguresRange) {
  const { rows } = await sql<{
    period: string;
    donors: string;
    campaigns_created: string;
    campaigns_reached: string;
  }>`
    SELECT ${periodOf(range.granularity)} AS period, sum(donors) AS donors,
           sum(campaigns_created) AS campaigns_created, sum(campaigns_reached) AS campaigns_reached
    FROM daily_charity_figures
    WHERE day BETWEEN ${range.from}::date AND ${range.to}::date
      ${range.ngoId === undefined ? sql`` : sql`AND ngo_id = ${range.ngoId}`}
    GROUP BY 1`.execute(db);
  return rows;
}

/**
 * Cash a donor asked to be collected more than 72 hours before `now` and still not collected, per
 * charity (one charity's, or all).
 */
export async function overdueCashByCharity(db: Kysely<Database>, now: Date, ngoId?: number) {
  const cutoff = new Date(now.getTime() - CASH_CONTACT_HOURS * 60 * 60 * 1000);
  let query = db
    .selectFrom('donations as d')
    .innerJoin('ngos as n', 'n.id', 'd.ngo_id')
    .select((eb) => [
      'd.ngo_id',
      'n.ar_name as name',
      eb.fn.countAll<string>().as('count'),
      eb.fn.sum<string>('d.amount').as('amount'),
      eb.fn.min('d.created_at').as('since'),
    ])
    .where('d.status', '=', 'pending')
    .where('d.type', '=', PAYMENT_TYPE.cash)
    .where('d.created_at', '<', cutoff);
  if (ngoId !== undefined) query = query.where('d.ngo_id', '=', ngoId);
  return query.groupBy(['d.ngo_id', 'n.ar_name']).orderBy('count', 'desc').orderBy('d.ngo_id').execute();
}

export function charityExists(db: Kysely<Database>, ngoId: number) {
  return db.selectFrom('ngos').select('id').where('id', '=', ngoId).executeTakeFirst();
}
