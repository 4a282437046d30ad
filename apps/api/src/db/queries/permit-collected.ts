import { sql, type Kysely } from 'kysely';
import { CAIRO_TIME_ZONE } from '../../lib/cairo-time';
import type { Database } from '../schema';
import { permitCovering } from './permit-in-force';

const CAIRO = sql.lit(CAIRO_TIME_ZONE);

/** The permit whose collections are read: its charity, number and days (`YYYY-MM-DD`). */
export interface CollectingPermit {
  ngo_id: number;
  permit_number: string;
  starts_on: string;
  ends_on: string;
}

/**
 * The charity's confirmed donations collected under the permit (docs/decisions/045): confirmed on a
 * Cairo day of its validity, and it is the permit their receipt names — the approved online permit
 * covering that day, not revoked before the confirmation, the longest lasting of several
 * (permitCovering, as receipt-permit.ts reads it). Numbers are unique per charity, so the permit is
 * matched by its number. Reads donations_ngo_confirmed_records over the permit's days only.
 */
function collectedUnder(db: Kysely<Database>, permit: CollectingPermit) {
  const confirmedDay = sql<string>`to_char(d.confirmed_at AT TIME ZONE ${CAIRO}, 'YYYY-MM-DD')`;
  return db
    .selectFrom('donations as d')
    .where('d.ngo_id', '=', permit.ngo_id)
    .where('d.status', '=', 'confirmed')
    .where('d.confirmed_at', '>=', sql<Date>`${permit.starts_on}::date::timestamp AT TIME ZONE ${CAIRO}`)
    .where('d.confirmed_at', '<', sql<Date>`(${permit.ends_on}::date + 1)::timestamp AT TIME ZONE ${CAIRO}`)
    .where(
      (eb) =>
        eb
          .selectFrom(
            permitCovering(sql.ref('d.ngo_id'), confirmedDay, sql.ref('d.confirmed_at')).as('covering'),
          )
          .select('covering.permit_number'),
      '=',
      permit.permit_number,
    );
}

/** Count and piasters per donations.type. */
export async function collectedByType(db: Kysely<Database>, permit: CollectingPermit) {
  const rows = await collectedUnder(db, permit)
    .select(['d.type', (eb) => eb.fn.countAll<string>().as('count'), sql<string>`sum(d.amount)`.as('total')])
    .groupBy('d.type')
    .execute();
  return rows.map((row) => ({ type: row.type, count: Number(row.count), total: Number(row.total) }));
}

/** One page of the lines in the order they were confirmed, those after (`confirmed_at`, `id`). */
export function collectedLines(
  db: Kysely<Database>,
  permit: CollectingPermit,
  after: { confirmed_at: Date; id: number } | undefined,
  limit: number,
) {
  let query = collectedUnder(db, permit).select([
    'd.id',
    'd.receipt_serial',
    'd.type',
    'd.amount',
    'd.confirmed_at',
  ]);
  if (after) query = query.where(sql<boolean>`(d.confirmed_at, d.id) > (${after.confirmed_at}, ${after.id})`);
  return query.orderBy('d.confirmed_at').orderBy('d.id').limit(limit).execute();
}
