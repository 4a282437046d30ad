import { sql } from 'kysely';
import { CAIRO_TIME_ZONE } from '../../lib/cairo-time';

/** When the Cairo day `daysLater` days after `day` starts (PostgreSQL knows Egypt's summer time). */
export function cairoDayStart(day: string, daysLater: 0 | 1) {
  return sql<Date>`(cast(${day} as date) + ${sql.lit(daysLater)})::timestamp AT TIME ZONE ${sql.lit(CAIRO_TIME_ZONE)}`;
}
