import {
  dayNumber,
  dayString,
  formatHijri,
  HIJRI_MONTH_NAMES,
  NO_CORRECTIONS,
  toHijri,
  type HijriCorrections,
} from './calendar';

/**
 * The occasions a giving schedule gives on (docs/decisions/020, 030), each with its one name, its time
 * of day and whether it is a night or a day: every page, mail, SMS and receipt names an occasion through
 * `givingNightLabel` and `shortNightName` here, and the nightly job gives it within its `hours`.
 */

/** One night — or day — a schedule gives on. */
export interface GivingNight {
  /** 'YYYY-MM-DD': the Cairo day the gift is given on — in its evening for a night, in its morning for a day */
  night: string;
  /** ramadan_21 … ramadan_30, friday_eve, friday_morning, friday (before docs/decisions/030), anniversary */
  occasion: string;
}

/**
 * A night is given in the evening, which by the Hijri reckoning is the eve of the next day (the night of
 * the 27th of Ramadan is the evening of the 26th; ليلة الجمعة is Thursday's evening); a day is the day itself.
 */
export type GivingUnit = 'night' | 'day';

export interface OccasionOfGiving {
  /** «ليلة 27 رمضان 1448 هـ — مساء الجمعة، 5 مارس 2027»: how every page and mail names it */
  label(night: GivingNight, corrections: HijriCorrections): string;
  /** «ليلة 27 رمضان», «يوم الجمعة»: the same in a few words, for an SMS and a receipt's «تبرع مجدول، …» */
  short(occasion: string): string;
  unit: GivingUnit;
  /**
   * The Cairo hours its gift is given in: the nightly job claims it from `from` until `until` (24: till
   * midnight). An evening's card retry may run past midnight; a morning's bank attempts stop at `until`.
   */
  hours: { from: number; until: number };
}

const RAMADAN = 9;
/** the scheduled-giving job's evening runs, from 19:30 Cairo */
const EVENING = { from: 19, until: 24 };

const withWeekday = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const withoutWeekday = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
// a day string names no instant: format its noon in UTC so no time zone can move it
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
/** «الخميس، 10 ديسمبر 2026» */
const weekdayAndDate = (day: string) => withWeekday.format(noon(day));
/** «11 ديسمبر 2026» */
const dateOnly = (day: string) => withoutWeekday.format(noon(day));
const ramadanNight = (occasion: string) => /^ramadan_(\d+)$/.exec(occasion)?.[1] ?? '';

const RAMADAN_NIGHT: OccasionOfGiving = {
  unit: 'night',
  hours: EVENING,
  label: (night, corrections) => {
    const year = toHijri(dayString(dayNumber(night.night) + 1), corrections).year;
    return `ليلة ${ramadanNight(night.occasion)} ${HIJRI_MONTH_NAMES[RAMADAN - 1]} ${year} هـ — مساء ${weekdayAndDate(night.night)}`;
  },
  short: (occasion) => `ليلة ${ramadanNight(occasion)} ${HIJRI_MONTH_NAMES[RAMADAN - 1]}`,
};

const OCCASIONS: Record<string, OccasionOfGiving> = {
  friday_eve: {
    unit: 'night',
    // after the Maghrib prayer all year: Cairo's latest sunset is about 20:00 (late June, summer time)
    hours: { from: 20, until: 24 },
    label: (night) => `ليلة الجمعة — مساء ${weekdayAndDate(night.night)}`,
    short: () => 'ليلة الجمعة',
  },
  friday_morning: {
    unit: 'day',
    // 09:00 Cairo, a declined card retried at 10:00: before the Friday prayer (about 11:45 in winter,
    // 13:00 in summer time) all year
    hours: { from: 9, until: 11 },
    label: (night) => `يوم الجمعة ${dateOnly(night.night)} — قبل الصلاة`,
    short: () => 'يوم الجمعة',
  },
  // the schedules of «every Friday» set up before docs/decisions/030 give on its evening
  friday: {
    unit: 'day',
    hours: EVENING,
    label: (night) => `يوم الجمعة ${dateOnly(night.night)} — مساءً`,
    short: () => 'مساء الجمعة',
  },
  anniversary: {
    unit: 'night',
    hours: EVENING,
    label: (night, corrections) =>
      `ذكرى الوفاة ${formatHijri(toHijri(night.night, corrections))} — ${weekdayAndDate(night.night)}`,
    short: () => 'ذكرى الوفاة',
  },
};

/** What an occasion is (ramadan_21 … ramadan_30 are one occasion, the nights of Ramadan). */
export function occasionOf(occasion: string): OccasionOfGiving {
  if (ramadanNight(occasion) !== '') return RAMADAN_NIGHT;
  const found = OCCASIONS[occasion];
  if (!found) throw new Error(`unknown occasion of giving: ${occasion}`);
  return found;
}

/** Whether an occasion is a night or a day; an unknown one (a newer api's) is a night. */
export const occasionUnit = (occasion: string): GivingUnit => OCCASIONS[occasion]?.unit ?? 'night';

/** «ليلة 27 رمضان 1448 هـ — مساء الجمعة، 5 مارس 2027», «يوم الجمعة 11 ديسمبر 2026 — قبل الصلاة», … */
export function givingNightLabel(night: GivingNight, corrections: HijriCorrections = NO_CORRECTIONS): string {
  return occasionOf(night.occasion).label(night, corrections);
}

/** «ليلة 27 رمضان», «ليلة الجمعة», «يوم الجمعة», «ذكرى الوفاة»: a night or day in a few words. */
export function shortNightName(occasion: string): string {
  return occasionOf(occasion).short(occasion);
}

/** The occasions whose gifts are given in the morning: their bank attempts stop at their `until`. */
export const MORNING_OCCASIONS = Object.keys(OCCASIONS).filter((key) => OCCASIONS[key]!.hours.until < 24);

/** Whether `night`'s gift is given at `hour` (0–23) of the Cairo day `day`. */
export function isGivingTime(night: GivingNight, day: string, hour: number): boolean {
  const { from, until } = occasionOf(night.occasion).hours;
  return night.night === day && hour >= from && hour < until;
}

/** Whether `night`'s time of giving is over at `hour` of the Cairo day `day` (nothing starts after it). */
export function givingTimeOver(night: GivingNight, day: string, hour: number): boolean {
  return night.night < day || (night.night === day && hour >= occasionOf(night.occasion).hours.until);
}
