import {
  fromHijri,
  hijriMonthLength,
  NO_CORRECTIONS,
  toHijri,
  type HijriCorrections,
  type HijriDate,
} from './calendar';

/**
 * The Gregorian day of the death's Hijri month and day in the Hijri year `hijriYear`, as Egypt counts
 * it. A death on the 30th remembered in a year where that month has 29 days: the 29th.
 */
export function anniversaryDay(
  death: HijriDate,
  hijriYear: number,
  corrections: HijriCorrections = NO_CORRECTIONS,
): string {
  const length = hijriMonthLength(hijriYear, death.month, corrections);
  return fromHijri({ year: hijriYear, month: death.month, day: Math.min(death.day, length) }, corrections);
}

/** 1 Ramadan of the Hijri year. */
export function ramadanStart(hijriYear: number, corrections: HijriCorrections = NO_CORRECTIONS): string {
  return fromHijri({ year: hijriYear, month: 9, day: 1 }, corrections);
}

/** The day of Arafah: 9 Dhu al-Hijjah of the Hijri year. */
export function arafahDay(hijriYear: number, corrections: HijriCorrections = NO_CORRECTIONS): string {
  return fromHijri({ year: hijriYear, month: 12, day: 9 }, corrections);
}

/**
 * The first day of the first Ramadan that begins after `since` (a 'YYYY-MM-DD' day: the death, or a
 * campaign's creation without one). A death during Ramadan counts from the next one.
 */
export function firstRamadanAfter(since: string, corrections: HijriCorrections = NO_CORRECTIONS): string {
  const year = toHijri(since, corrections).year;
  const thisYear = ramadanStart(year, corrections);
  return thisYear > since ? thisYear : ramadanStart(year + 1, corrections);
}
