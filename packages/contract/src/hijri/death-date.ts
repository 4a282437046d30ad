import {
  dayNumber,
  fromHijri,
  hijriKey,
  NO_CORRECTIONS,
  parseHijriKey,
  toHijri,
  type HijriCorrections,
  type HijriDate,
} from './calendar';
import { hijriMessages } from './messages';

/**
 * The date of death a family gives (PRODUCT.md §11.6): a Gregorian day or a Hijri date, kept in both
 * calendars. No zod here: the web's field shows the other calendar live with the same function the api
 * stores with.
 */
export const DEATH_CALENDARS = ['gregorian', 'hijri'] as const;
export type DeathCalendar = (typeof DEATH_CALENDARS)[number];

/** The earliest year a date of death may have: 1380 AH (from June 1960). */
export const DEATH_MIN_HIJRI_YEAR = 1380;

/** What the family typed: the calendar, and the day in it ('YYYY-MM-DD', Hijri zero-padded). */
export interface DeathDateInput {
  calendar: DeathCalendar;
  /** the Gregorian day, or the Hijri date as hijriKey writes it */
  day: string;
}

/** The three columns campaigns.death_date / death_hijri / death_calendar. */
export interface DeathDate {
  death_date: string;
  death_hijri: string;
  death_calendar: DeathCalendar;
}

export type DeathDateField = 'death_date' | 'death_hijri';

export type ResolvedDeathDate =
  { ok: true; value: DeathDate; hijri: HijriDate } | { ok: false; field: DeathDateField; message: string };

/**
 * The date in both calendars, or why it cannot be: not a date, a 30th in a 29-day month, before
 * 1380 AH, or after `today` (the Cairo calendar day 'YYYY-MM-DD').
 */
export function resolveDeathDate(
  input: DeathDateInput,
  today: string,
  corrections: HijriCorrections = NO_CORRECTIONS,
): ResolvedDeathDate {
  const field: DeathDateField = input.calendar === 'hijri' ? 'death_hijri' : 'death_date';
  const refuse = (message: string): ResolvedDeathDate => ({ ok: false, field, message });
  let gregorian: string;
  let hijri: HijriDate;
  try {
    if (input.calendar === 'hijri') {
      const entered = parseHijriKey(input.day);
      if (!entered) return refuse(hijriMessages.dateInvalid);
      if (entered.year < DEATH_MIN_HIJRI_YEAR) return refuse(hijriMessages.tooEarly);
      if (entered.year > 1500) return refuse(hijriMessages.inFuture);
      gregorian = fromHijri(entered, corrections);
      hijri = entered;
    } else {
      dayNumber(input.day);
      if (input.day > today) return refuse(hijriMessages.inFuture);
      gregorian = input.day;
      hijri = toHijri(gregorian, corrections);
    }
  } catch {
    return refuse(input.calendar === 'hijri' ? hijriMessages.dayNotInMonth : hijriMessages.dateInvalid);
  }
  if (gregorian > today) return refuse(hijriMessages.inFuture);
  if (hijri.year < DEATH_MIN_HIJRI_YEAR) return refuse(hijriMessages.tooEarly);
  return {
    ok: true,
    value: { death_date: gregorian, death_hijri: hijriKey(hijri), death_calendar: input.calendar },
    hijri,
  };
}

/** The day as the family entered it, from the stored columns (for the edit form). */
export function enteredDeathDate(value: DeathDate): DeathDateInput {
  return {
    calendar: value.death_calendar,
    day: value.death_calendar === 'hijri' ? value.death_hijri : value.death_date,
  };
}
