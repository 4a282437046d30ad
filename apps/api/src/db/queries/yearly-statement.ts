import { sql, type Kysely } from 'kysely';
import { CAIRO_TIME_ZONE } from '../../lib/cairo-time';
import type { Database } from '../schema';
import { permitCovering } from './permit-in-force';

const CAIRO = sql.lit(CAIRO_TIME_ZONE);

/** The Cairo day of a donation's confirmation, `YYYY-MM-DD`. */
const confirmedDay = sql<string>`to_char(d.confirmed_at AT TIME ZONE ${CAIRO}, 'YYYY-MM-DD')`;

/** The Cairo calendar year of a donation's confirmation, as an integer. */
const confirmedYear = sql<number>`extract(year from d.confirmed_at AT TIME ZONE ${CAIRO})::int`;

/**
 * A user's confirmed donations (refunded ones are no longer 'confirmed') of one Gregorian year by
 * the Cairo day they were confirmed, ordered by charity, then day, each with the number of the
 * fundraising permit it was collected under, as its receipt states it (receipt-permit.ts).
 */
export function statementDonationRows(db: Kysely<Database>, userId: number, year: number) {
  const start = sql<Date>`make_date(${year}::int, 1, 1)::timestamp AT TIME ZONE ${CAIRO}`;
  const end = sql<Date>`make_date(${year + 1}::int, 1, 1)::timestamp AT TIME ZONE ${CAIRO}`;
  return db
    .selectFrom('donations as d')
    .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
    .innerJoin('ngos as n', 'n.id', 'd.ngo_id')
    .select([
      'd.id',
      'd.amount',
      'd.type',
      'd.receipt_serial',
      'd.campaign_id',
      'c.title',
      'n.id as ngo_id',
      'n.ar_name as ngo_name',
      'n.legal_name',
      'n.registration_number',
      confirmedDay.as('day'),
      (eb) =>
        eb
          .selectFrom(
            permitCovering(sql.ref('d.ngo_id'), confirmedDay, sql.ref('d.confirmed_at')).as('permit'),
          )
          .select('permit.permit_number')
          .as('permit_number'),
    ])
    .where('d.user_id', '=', userId)
    .where('d.status', '=', 'confirmed')
    .where('d.confirmed_at', '>=', start)
    .where('d.confirmed_at', '<', end)
    .orderBy('n.ar_name')
    .orderBy('n.id')
    .orderBy('d.confirmed_at')
    .orderBy('d.id')
    .execute();
}

/** The years (Cairo) a user has confirmed donations in, newest first. */
export async function statementYears(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('donations as d')
    .select(confirmedYear.as('year'))
    .where('d.user_id', '=', userId)
    .where('d.status', '=', 'confirmed')
    .groupBy(confirmedYear)
    .orderBy(confirmedYear, 'desc')
    .execute();
  return rows.map((row) => Number(row.year));
}

/** Who the statement is for: the account's name and e-mail. */
export function statementDonor(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['user_name', 'email'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
