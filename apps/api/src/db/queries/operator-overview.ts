import { sql, type Kysely } from 'kysely';
import { CASH_CONTACT_HOURS, PAYMENT_TYPE } from '@athar/contract/constants';
import type { OperatorOverview } from '@athar/contract/operator/overview';
import type { Database } from '../schema';
import { waitingWorkOf } from './operator-waiting-work';
import { permitCovering } from './permit-in-force';

/**
 * What needs an operator today (`today` a Cairo day): permits in force that end within `warningDays`,
 * charities with no permit in force today, cash gifts past their 72 hours without collection, and the
 * applications and reports waiting for a decision.
 */
export async function operatorOverview(
  db: Kysely<Database>,
  today: string,
  warningDays: number,
): Promise<OperatorOverview> {
  const [expiring, withoutPermit, overdue, waiting] = await Promise.all([
    db
      .selectFrom('charity_permits as p')
      .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
      .select([
        'n.id as ngo_id',
        'n.ar_name as ngo_name',
        'p.permit_number',
        sql<string>`to_char(p.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      ])
      .where('p.status', '=', 'approved')
      .where('p.revoked_at', 'is', null)
      .where('p.starts_on', '<=', sql<Date>`${today}::date`)
      .where('p.ends_on', '>=', sql<Date>`${today}::date`)
      .where('p.ends_on', '<=', sql<Date>`${today}::date + ${sql.lit(warningDays)}`)
      .orderBy('p.ends_on')
      .orderBy('n.id')
      .execute(),
    db
      .selectFrom('ngos as n')
      .select(['n.id as ngo_id', 'n.ar_name as ngo_name'])
      .where((eb) => eb.not(eb.exists(permitCovering(sql.ref('n.id'), today))))
      .orderBy('n.ar_name')
      .orderBy('n.id')
      .execute(),
    db
      .selectFrom('donations as d')
      .innerJoin('ngos as n', 'n.id', 'd.ngo_id')
      .select((eb) => [
        'n.id as ngo_id',
        'n.ar_name as ngo_name',
        eb.fn.countAll<string>().as('count'),
        eb.fn.min('d.created_at').as('oldest_at'),
      ])
      .where('d.status', '=', 'pending')
      .where('d.type', '=', PAYMENT_TYPE.cash)
      .where('d.created_at', '<', sql<Date>`now() - make_interval(hours => ${sql.lit(CASH_CONTACT_HOURS)})`)
      .groupBy(['n.id', 'n.ar_name'])
      .orderBy('oldest_at')
      .execute(),
    waitingWorkOf(db),
  ]);
  return {
    expiring_permits: expiring,
    charities_without_permit: withoutPermit,
    overdue_cash: overdue.map((row) => ({
      ngo_id: row.ngo_id,
      ngo_name: row.ngo_name,
      count: Number(row.count),
      oldest_at: new Date(row.oldest_at).toISOString(),
    })),
    waiting,
  };
}
