import { z } from 'zod';
import { dayNumber, parseHijriKey } from './calendar';
import { DEATH_CALENDARS } from './death-date';
import { hijriMessages } from './messages';

/** The zod fields of the date of death (create: multipart strings, edit: JSON). */
export const deathCalendar = z.enum(DEATH_CALENDARS, hijriMessages.calendarRequired);

function isDay(text: string): boolean {
  try {
    dayNumber(text);
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD', a real Gregorian day */
export const gregorianDayField = z.string().refine(isDay, hijriMessages.dateInvalid);
/** 'YYYY-MM-DD' in the Hijri calendar, month 1–12 and day 1–30 (the month's length is checked later) */
export const hijriDayField = z
  .string()
  .refine((text) => parseHijriKey(text) !== null, hijriMessages.dateInvalid);

/**
 * The create call's fields (multipart: '' is "not given"): death_calendar says which of death_date or
 * death_hijri the family entered; the api computes the other with Egypt's corrections.
 */
export const deathDateCreateFields = {
  death_calendar: z.enum(['', ...DEATH_CALENDARS], hijriMessages.calendarRequired).optional(),
  death_date: z.union([z.literal(''), gregorianDayField]).optional(),
  death_hijri: z.union([z.literal(''), hijriDayField]).optional(),
};

/** The edit call's fields: death_calendar null clears the date of death. */
export const deathDateEditFields = {
  death_calendar: deathCalendar.nullable().optional(),
  death_date: gregorianDayField.optional(),
  death_hijri: hijriDayField.optional(),
};

/** The form's fields: strings as the inputs hold them ('' = no date of death). */
export const deathDateFormFields = {
  death_calendar: z.enum(['', ...DEATH_CALENDARS]).default(''),
  death_date: z.string().default(''),
  death_hijri: z.string().default(''),
};
