import { formatHijri, type HijriCorrections } from '@athar/contract/hijri/calendar';
import { resolveDeathDate, type DeathCalendar, type DeathDateField } from '@athar/contract/hijri/death-date';
import { gregorianWords } from '../../lib/gregorian-words';

/** The date-of-death fields as a form holds them: '' for "no date". */
export interface DeathDateValue {
  death_calendar: '' | DeathCalendar;
  death_date: string;
  death_hijri: string;
}

export const NO_DEATH_DATE: DeathDateValue = { death_calendar: '', death_date: '', death_hijri: '' };

const cairoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today on Cairo clocks, 'YYYY-MM-DD' (the api refuses a date of death after it). */
export function cairoToday(now: Date = new Date()): string {
  return cairoDayFormat.format(now);
}

export type DeathDateCheck =
  | { kind: 'none' }
  | { kind: 'ok'; gregorian: string; hijri: string; hijriKey: string }
  | { kind: 'problem'; field: DeathDateField; message: string };

/** What the field shows and the form checks: nothing entered, both calendars, or why not. */
export function checkDeathDate(
  value: DeathDateValue,
  corrections: HijriCorrections,
  today = cairoToday(),
): DeathDateCheck {
  if (value.death_calendar === '') return { kind: 'none' };
  const day = value.death_calendar === 'hijri' ? value.death_hijri : value.death_date;
  const resolved = resolveDeathDate({ calendar: value.death_calendar, day }, today, corrections);
  if (!resolved.ok) return { kind: 'problem', field: resolved.field, message: resolved.message };
  return {
    kind: 'ok',
    gregorian: gregorianWords(resolved.value.death_date),
    hijri: formatHijri(resolved.hijri),
    hijriKey: resolved.value.death_hijri,
  };
}

/** What the edit call sends: the entered calendar's day, or null to clear. */
export function deathDateChange(value: DeathDateValue) {
  if (value.death_calendar === 'gregorian')
    return { death_calendar: 'gregorian' as const, death_date: value.death_date };
  if (value.death_calendar === 'hijri')
    return { death_calendar: 'hijri' as const, death_hijri: value.death_hijri };
  return { death_calendar: null };
}
