import {
  fromHijri,
  hijriMonthLength,
  NO_CORRECTIONS,
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
