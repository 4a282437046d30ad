import {
  dayNumber,
  dayString,
  formatHijri,
  fromHijri,
  hijriMonthLength,
  HIJRI_MONTH_NAMES,
  NO_CORRECTIONS,
  toHijri,
  type HijriCorrections,
  type HijriDate,
} from './calendar';
import { anniversaryDay } from './occasions';

/**
 * The nights a giving schedule gives on (docs/decisions/020), as Egypt counts the Hijri months (the
 * operator's corrections). A night is named by the Cairo calendar day whose evening it is: the Islamic night
 * of the 27th of Ramadan begins at sunset on the 26th, so "night 27" is the Gregorian day of 26 Ramadan.
 * Fridays and the anniversary are the day itself.
 */
export type GivingNightsPattern = 'last_ten' | 'night_27' | 'fridays' | 'anniversary';

export interface GivingNight {
  /** 'YYYY-MM-DD', the Cairo day whose evening the gift is given */
  night: string;
  /** ramadan_21 … ramadan_30, friday, anniversary */
  occasion: string;
}

export interface GivingNightsOptions {
  corrections?: HijriCorrections;
  /** the date of death (Hijri), for the anniversary */
  deathHijri?: HijriDate | null;
}

const RAMADAN = 9;
/** A Friday schedule lasts at most a year (53 Fridays). */
export const MAX_FRIDAYS_SPAN_DAYS = 366;

const previousDay = (day: string) => dayString(dayNumber(day) - 1);
const isFriday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 5;

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
  if (pattern === 'fridays') {
    const nights: GivingNight[] = [];
    for (let n = dayNumber(from); n <= dayNumber(to); n++) {
      if (isFriday(dayString(n))) nights.push({ night: dayString(n), occasion: 'friday' });
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
 * or the Fridays from today to `endsOn`. Empty when the pattern has nothing to give on.
 */
export function plannedGivingNights(
  pattern: GivingNightsPattern,
  today: string,
  options: GivingNightsOptions & { endsOn?: string | undefined } = {},
): GivingNight[] {
  if (pattern === 'fridays') {
    if (!options.endsOn || dayNumber(options.endsOn) - dayNumber(today) > MAX_FRIDAYS_SPAN_DAYS) return [];
    return givingNightsBetween('fridays', today, options.endsOn, options);
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

const gregorianDay = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * «ليلة 27 رمضان 1448 هـ — مساء الثلاثاء 2 مارس 2027», «الجمعة 5 مارس 2027», «ذكرى الوفاة 12 جمادى
 * الأولى 1448 هـ — …»: how every page and mail names a night.
 */
export function givingNightLabel(night: GivingNight, corrections: HijriCorrections = NO_CORRECTIONS): string {
  const day = gregorianDay.format(new Date(`${night.night}T12:00:00Z`));
  const ramadan = /^ramadan_(\d+)$/.exec(night.occasion);
  if (ramadan) {
    const year = toHijri(dayString(dayNumber(night.night) + 1), corrections).year;
    return `ليلة ${ramadan[1]} ${HIJRI_MONTH_NAMES[RAMADAN - 1]} ${year} هـ — مساء ${day}`;
  }
  if (night.occasion === 'anniversary') {
    return `ذكرى الوفاة ${formatHijri(toHijri(night.night, corrections))} — ${day}`;
  }
  return day;
}

/**
 * The nights of a schedule already set up: those of its pattern from the day it was set up to its
 * `ends_on` (the last night planned then), with today's corrections — an operator's correction of
 * Ramadan made after the set-up moves the nights with it (a day's slack at the end lets the last night
 * move one later; Fridays keep the donor's own end).
 */
export function nightsOfSchedule(
  pattern: GivingNightsPattern,
  setUpOn: string,
  endsOn: string,
  options: GivingNightsOptions = {},
): GivingNight[] {
  const end = pattern === 'fridays' ? endsOn : dayString(dayNumber(endsOn) + 1);
  return givingNightsBetween(pattern, setUpOn, end, options);
}
