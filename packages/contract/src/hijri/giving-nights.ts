import {
  dayNumber,
  dayString,
  fromHijri,
  hijriMonthLength,
  NO_CORRECTIONS,
  toHijri,
  type HijriCorrections,
  type HijriDate,
} from './calendar';
import { occasionOf, type GivingNight, type GivingUnit } from './giving-occasions';
import { anniversaryDay } from './occasions';

/**
 * The nights — and days — a giving schedule gives on (docs/decisions/020, 030), as Egypt counts the Hijri
 * months (the operator's corrections). A night is named by the Cairo calendar day whose evening it is:
 * the Islamic night of the 27th of Ramadan begins at sunset on the 26th, so "night 27" is the Gregorian
 * day of 26 Ramadan, and ليلة الجمعة is Thursday. A day (Friday before the prayer) and the anniversary
 * are the day itself. `fridays` (Friday evenings) is only read: schedules set up before 030 keep it.
 */
export type GivingNightsPattern =
  'last_ten' | 'night_27' | 'friday_eves' | 'friday_mornings' | 'fridays' | 'anniversary';

export interface GivingNightsOptions {
  corrections?: HijriCorrections;
  /** the date of death (Hijri), for the anniversary */
  deathHijri?: HijriDate | null;
}

const RAMADAN = 9;

/**
 * The weekly patterns, given from the set-up day to the donor's own end: the weekday of their Cairo day
 * (4 Thursday, 5 Friday) and their occasion.
 */
export const WEEKLY_PATTERNS = {
  /** ليلة الجمعة: Thursday evening, after the Maghrib prayer */
  friday_eves: { weekday: 4, occasion: 'friday_eve' },
  /** Friday morning, before the Friday prayer */
  friday_mornings: { weekday: 5, occasion: 'friday_morning' },
  /** Friday evening: the schedules set up before docs/decisions/030 */
  fridays: { weekday: 5, occasion: 'friday' },
} as const;
export type WeeklyPattern = keyof typeof WEEKLY_PATTERNS;

export const isWeekly = (pattern: GivingNightsPattern): pattern is WeeklyPattern =>
  pattern in WEEKLY_PATTERNS;

/** A weekly schedule lasts at most a year (53 weeks). */
export const MAX_WEEKLY_SPAN_DAYS = 366;

/** Whether a pattern gives on nights or on days (a Friday is a day). */
export function patternUnit(pattern: GivingNightsPattern): GivingUnit {
  return isWeekly(pattern) ? occasionOf(WEEKLY_PATTERNS[pattern].occasion).unit : 'night';
}

const previousDay = (day: string) => dayString(dayNumber(day) - 1);
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** Ramadan `year`'s nights from the 21st (or only the 27th) to its last, as Egypt counts the month. */
function ramadanNights(year: number, only27: boolean, corrections: HijriCorrections): GivingNight[] {
  const length = hijriMonthLength(year, RAMADAN, corrections);
  const nights: GivingNight[] = [];
  for (let n = only27 ? 27 : 21; n <= (only27 ? 27 : length); n++) {
    // the night of the 30th exists only in a Ramadan of 30 days (else that evening is the night of Eid)
    nights.push({
      night: previousDay(fromHijri({ year, month: RAMADAN, day: n }, corrections)),
      occasion: `ramadan_${n}`,
    });
  }
  return nights;
}

/**
 * Every night of the pattern whose day lies in [from, to] (both 'YYYY-MM-DD', inclusive), in order.
 * The anniversary needs the date of death and falls only in Hijri years after it.
 */
export function givingNightsBetween(
  pattern: GivingNightsPattern,
  from: string,
  to: string,
  options: GivingNightsOptions = {},
): GivingNight[] {
  const corrections = options.corrections ?? NO_CORRECTIONS;
  if (dayNumber(from) > dayNumber(to)) return [];
  const inRange = (night: GivingNight) => night.night >= from && night.night <= to;
  if (isWeekly(pattern)) {
    const { weekday, occasion } = WEEKLY_PATTERNS[pattern];
    const nights: GivingNight[] = [];
    for (let n = dayNumber(from); n <= dayNumber(to); n++) {
      if (weekdayOf(dayString(n)) === weekday) nights.push({ night: dayString(n), occasion });
    }
    return nights;
  }
  // every Hijri year the range touches (a night's day is at most one day before its Hijri date)
  const first = toHijri(from, corrections).year;
  const last = toHijri(dayString(dayNumber(to) + 1), corrections).year;
  const nights: GivingNight[] = [];
  for (let year = first; year <= last; year++) {
    if (pattern === 'anniversary') {
      const death = options.deathHijri;
      if (!death || year <= death.year) continue;
      nights.push({ night: anniversaryDay(death, year, corrections), occasion: 'anniversary' });
    } else {
      nights.push(...ramadanNights(year, pattern === 'night_27', corrections));
    }
  }
  return nights.filter(inRange);
}

/**
 * The nights a schedule set up on `today` plans: the next season of its pattern that is not over —
 * the coming (or current) last ten nights of Ramadan, the coming 27th night, the coming anniversary —
 * or the weekly nights or days from today to `endsOn`, at most a year ahead. Empty when the pattern has
 * nothing to give on.
 */
export function plannedGivingNights(
  pattern: GivingNightsPattern,
  today: string,
  options: GivingNightsOptions & { endsOn?: string | undefined } = {},
): GivingNight[] {
  if (isWeekly(pattern)) {
    if (!options.endsOn || dayNumber(options.endsOn) - dayNumber(today) > MAX_WEEKLY_SPAN_DAYS) return [];
    return givingNightsBetween(pattern, today, options.endsOn, options);
  }
  // a season lies within the next Hijri year and a bit: look two Gregorian years ahead at most
  const horizon = dayString(dayNumber(today) + 2 * 366);
  const nights = givingNightsBetween(pattern, today, horizon, options);
  if (nights.length === 0) return [];
  if (pattern !== 'last_ten') return nights.slice(0, 1);
  // the nights of the first Ramadan among them
  const season = toHijri(dayString(dayNumber(nights[0]!.night) + 1), options.corrections).year;
  return nights.filter(
    (night) => toHijri(dayString(dayNumber(night.night) + 1), options.corrections).year === season,
  );
}

/**
 * The nights of a schedule already set up: those of its pattern from the day it was set up to its
 * `ends_on` (the last night planned then), with today's corrections — an operator's correction of
 * Ramadan made after the set-up moves the nights with it (a day's slack at the end lets the last night
 * move one later; a weekly pattern keeps the donor's own end).
 */
export function nightsOfSchedule(
  pattern: GivingNightsPattern,
  setUpOn: string,
  endsOn: string,
  options: GivingNightsOptions = {},
): GivingNight[] {
  const end = isWeekly(pattern) ? endsOn : dayString(dayNumber(endsOn) + 1);
  return givingNightsBetween(pattern, setUpOn, end, options);
}
