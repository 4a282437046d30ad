import { cairoDay } from '../../lib/cairo-time';

export { monthDay, nextMonth } from '../../db/queries/cairo-month-start';

/** The Cairo month before the one `now` falls in: the month the 1st's run bills. */
export function previousCairoMonth(now: Date): string {
  const [year, number] = cairoDay(now).split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** Whether the Cairo month has ended at `now` (its statement may be issued). */
export const monthClosed = (month: string, now: Date) => cairoDay(now).slice(0, 7) > month;
