/** Calendar days and times as people in Egypt read them (Africa/Cairo, with its summer time). */
export const CAIRO_TIME_ZONE = 'Africa/Cairo';

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CAIRO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
const arabicDateTime = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  timeZone: CAIRO_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
// a day string names no instant: format its noon in UTC so no time zone can move it
const arabicDay = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function parts(at: Date) {
  const values = Object.fromEntries(dayParts.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${values.year}-${values.month}-${values.day}`, hour: Number(values.hour) };
}

/** The Cairo calendar day of an instant, `YYYY-MM-DD`. */
export function cairoDay(at: Date): string {
  return parts(at).day;
}

/** The hour (0–23) on Cairo clocks at an instant. */
export function cairoHour(at: Date): number {
  return parts(at).hour;
}

/** `YYYY-MM-DD` moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `23 نوفمبر 2026 في 9:05 م` — Cairo time, Arabic month names, Western digits. */
export function formatCairoDateTime(at: Date): string {
  return arabicDateTime.format(at);
}

/** `الاثنين، 23 نوفمبر 2026` for a `YYYY-MM-DD` day. */
export function formatDay(day: string): string {
  return arabicDay.format(new Date(`${day}T12:00:00Z`));
}
