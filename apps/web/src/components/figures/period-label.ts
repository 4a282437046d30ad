import { formatCalendarDay } from '../../lib/format-date';

const monthFormat = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day (`2026-03-05` → «5 مارس 2026») or a month (`2026-03` → «مارس 2026»), Western digits. */
export function periodLabel(period: string): string {
  if (period.length === 7) return monthFormat.format(new Date(`${period}-01T00:00:00Z`));
  return formatCalendarDay(period);
}
