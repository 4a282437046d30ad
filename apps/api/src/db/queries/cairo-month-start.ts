import { sql } from 'kysely';
import { CAIRO_TIME_ZONE } from '../../lib/cairo-time';

/** `2026-11` → `2026-11-01`, the month's first day as a statement keeps it. */
export const monthDay = (month: string) => `${month}-01`;

/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** When a Cairo month starts, as PostgreSQL reads Egypt's clocks (summer time included). */
export function cairoMonthStart(month: string) {
  return sql<Date>`cast(${monthDay(month)} as date)::timestamp AT TIME ZONE ${sql.lit(CAIRO_TIME_ZONE)}`;
}
