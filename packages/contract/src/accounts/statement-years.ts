/**
 * Which years a yearly statement can be asked for. Free of zod, so the statement page's year picker
 * takes it without the schemas.
 */
export const FIRST_STATEMENT_YEAR = 2000;

const cairoYearFormat = new Intl.DateTimeFormat('en-u-nu-latn', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
});

/** The Gregorian year on Cairo calendars at an instant. */
export function cairoYear(at: Date = new Date()): number {
  return Number(cairoYearFormat.format(at));
}
