import { sql } from 'kysely';
import { CAIRO_TIME_ZONE } from '../../lib/cairo-time';

/** When a Cairo month starts, as PostgreSQL reads Egypt's clocks (summer time included). */
export function cairoMonthStart(month: string) {
  return sql<Date>`cast(${`${month}-01`} as date)::timestamp AT TIME ZONE ${sql.lit(CAIRO_TIME_ZONE)}`;
}
