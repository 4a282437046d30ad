/**
 * Dates and times are read on Cairo's clock, whatever the device's zone: the server renders the first
 * screen (docs/decisions/024) in its own zone, and the browser must write the same day and hour when it
 * hydrates; and a family abroad sees the hour their relatives in Egypt see.
 */
const CAIRO = 'Africa/Cairo';

const dateFormat = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: CAIRO,
});

/** `22 نوفمبر 2026` — Arabic month names, Western digits (PRODUCT.md §9 number format). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: CAIRO,
});

/** `23 نوفمبر 2026 في 5:14 م` — a date with its time, Western digits. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

const calendarDayFormat = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day the api writes as `YYYY-MM-DD` (a permit's first and last day), in the words of
 * formatDate. Read and written in UTC, so no time zone moves it to the day before.
 */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : calendarDayFormat.format(date);
}
