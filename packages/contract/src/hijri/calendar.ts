/**
 * The Hijri calendar as Egypt counts it (PRODUCT.md §11.6): Umm al-Qura's months, read through Intl (full ICU
 * in Node 20 and in every current browser: calendar `islamic-umalqura`), each moved by the operator's
 * correction of that month when Egypt's moon sighting began it a day earlier or later.
 *
 * Egypt's month (y, m) begins on UQstart(y, m) + shift(y, m); a Gregorian day belongs to the month whose
 * Egyptian first day is on or before it and whose next month's Egyptian first day is after it. So a
 * correction moves the month's first day and changes its length and the previous month's length.
 *
 * Gregorian days are 'YYYY-MM-DD' strings, read as calendar days (UTC, no time zone moves them).
 * No zod and no library here: the web bundle uses the same module.
 */

import type { HijriDate } from './hijri-date';
import { umalquraDate } from './umalqura';

export { formatHijri, HIJRI_MONTH_NAMES, hijriKey, parseHijriKey, type HijriDate } from './hijri-date';

export type HijriShift = -1 | 0 | 1;

/**
 * Egypt's correction per Hijri month: key `${year}-${month}` (no zero padding), value -1|0|1 = Egypt's
 * month began that many days after Umm al-Qura's first day.
 */
export type HijriCorrections = ReadonlyMap<string, HijriShift>;

export const NO_CORRECTIONS: HijriCorrections = new Map();

/** The key of a month in HijriCorrections. */
export function correctionKey(year: number, month: number): string {
  return `${year}-${month}`;
}

/** Rows of the corrections table (or of GET /api/hijri/corrections) as HijriCorrections. */
export function correctionsFrom(
  rows: ReadonlyArray<{ hijri_year: number; hijri_month: number; shift: number }>,
): HijriCorrections {
  return new Map(
    rows
      .filter((row) => row.shift === -1 || row.shift === 0 || row.shift === 1)
      .map((row) => [correctionKey(row.hijri_year, row.hijri_month), row.shift as HijriShift]),
  );
}

/** Years Umm al-Qura's table covers in ICU (outside them Intl falls back to arithmetic months). */
export const HIJRI_MIN_YEAR = 1300;
export const HIJRI_MAX_YEAR = 1599;

const DAY_MS = 86_400_000;
const GREGORIAN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → days since 1970-01-01; RangeError unless it is a real calendar day. */
export function dayNumber(day: string): number {
  const match = GREGORIAN_DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {
    throw new RangeError(`not a calendar day: ${day}`);
  }
  return ms / DAY_MS;
}

/** Days since 1970-01-01 → 'YYYY-MM-DD'. */
export function dayString(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

/** Months since the Hijra: (year, month) → one number, and back. */
const monthIndex = (year: number, month: number) => year * 12 + (month - 1);
const fromMonthIndex = (index: number) => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });

/** Umm al-Qura's first day of each month seen so far, by month index (a few thousand at most). */
const uqStarts = new Map<number, number>();

const MEAN_MONTH = 29.530588853;
/** 1 Muharram 1 AH (16 July 622, Julian) in days since 1970-01-01, and its month index. */
const EPOCH_DAY = -492_148;

/** The day number of Umm al-Qura's first day of (year, month). */
function uqStart(year: number, month: number): number {
  const target = monthIndex(year, month);
  const known = uqStarts.get(target);
  if (known !== undefined) return known;
  let guess = Math.round(EPOCH_DAY + (target - monthIndex(1, 1)) * MEAN_MONTH) + 14;
  for (let step = 0; step < 12; step += 1) {
    const seen = umalquraDate(guess);
    const first = guess - (seen.day - 1);
    const off = target - monthIndex(seen.year, seen.month);
    if (off === 0) {
      uqStarts.set(target, first);
      return first;
    }
    guess = first + Math.round(off * MEAN_MONTH) + 14;
  }
  throw new RangeError(`no Umm al-Qura month ${year}-${month}`);
}

/** The corrected months' indexes, sorted (cached per corrections map). */
const sortedIndexes = new WeakMap<HijriCorrections, number[]>();

function correctedIndexes(corrections: HijriCorrections): number[] {
  let indexes = sortedIndexes.get(corrections);
  if (!indexes) {
    indexes = [...corrections.keys()]
      .map((key) => key.split('-').map(Number))
      .filter(([year, month]) => Number.isInteger(year) && Number.isInteger(month))
      .map(([year, month]) => monthIndex(year!, month!))
      .sort((a, b) => a - b);
    sortedIndexes.set(corrections, indexes);
  }
  return indexes;
}

/**
 * The day number of Egypt's first day of the month with this index. A month the operator corrected
 * begins on Umm al-Qura's day plus the shift. A month not corrected begins on Umm al-Qura's day unless
 * that would leave the month before it with 28 or 31 days (the month before began a day later or
 * earlier): then it carries the shift, as the next sighting would have, until the operator says more.
 */
function egyptStart(index: number, corrections: HijriCorrections): number {
  const { year, month } = fromMonthIndex(index);
  const own = corrections.get(correctionKey(year, month));
  if (own !== undefined) return uqStart(year, month) + own;
  // the last corrected month before this one, walked forward while its shift carries
  const indexes = correctedIndexes(corrections);
  let from = -1;
  for (const each of indexes) {
    if (each < index) from = each;
    else break;
  }
  if (from < 0) return uqStart(year, month);
  const fromMonth = fromMonthIndex(from);
  let start =
    uqStart(fromMonth.year, fromMonth.month) +
    (corrections.get(correctionKey(fromMonth.year, fromMonth.month)) ?? 0);
  for (let each = from + 1; each <= index; each += 1) {
    const next = fromMonthIndex(each);
    const uq = uqStart(next.year, next.month);
    const length = uq - start;
    if (length >= 29 && length <= 30) return uqStart(year, month); // the shift no longer carries
    start = length < 29 ? start + 29 : start + 30;
  }
  return start;
}

function checkMonth(year: number, month: number): void {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12 || year < 1) {
    throw new RangeError(`not a Hijri month: ${year}-${month}`);
  }
}

/** The Hijri date, as Egypt counts it, of a Gregorian day 'YYYY-MM-DD'. */
export function toHijri(gregorianDay: string, corrections: HijriCorrections = NO_CORRECTIONS): HijriDate {
  const dayNo = dayNumber(gregorianDay);
  const uq = umalquraDate(dayNo);
  let index = monthIndex(uq.year, uq.month);
  let start = egyptStart(index, corrections);
  if (dayNo < start) {
    index -= 1;
    start = egyptStart(index, corrections);
  } else if (dayNo >= egyptStart(index + 1, corrections)) {
    index += 1;
    start = egyptStart(index, corrections);
  }
  const { year, month } = fromMonthIndex(index);
  return { year, month, day: dayNo - start + 1 };
}

/** The month's length as Egypt counted it (29 or 30 when the corrections are consistent). */
export function hijriMonthLength(
  year: number,
  month: number,
  corrections: HijriCorrections = NO_CORRECTIONS,
): 29 | 30 {
  checkMonth(year, month);
  const index = monthIndex(year, month);
  return (egyptStart(index + 1, corrections) - egyptStart(index, corrections)) as 29 | 30;
}

/** The Gregorian day 'YYYY-MM-DD' of a Hijri date as Egypt counts it; RangeError past the month's end. */
export function fromHijri(date: HijriDate, corrections: HijriCorrections = NO_CORRECTIONS): string {
  checkMonth(date.year, date.month);
  const index = monthIndex(date.year, date.month);
  const start = egyptStart(index, corrections);
  const length = egyptStart(index + 1, corrections) - start;
  if (!Number.isInteger(date.day) || date.day < 1 || date.day > length) {
    throw new RangeError(`day ${date.day} is not in the Hijri month ${date.year}-${date.month}`);
  }
  return dayString(start + date.day - 1);
}

/**
 * Why a correction cannot be set (shift) or cleared (null), or null when it can: every month around it
 * must still have 29 or 30 days (after a 29-day month, a month begun a day earlier would leave it 28).
 */
export function correctionProblem(
  year: number,
  month: number,
  shift: HijriShift | null,
  corrections: HijriCorrections = NO_CORRECTIONS,
): 'month_too_short' | 'month_too_long' | null {
  checkMonth(year, month);
  const next = new Map(corrections);
  if (shift === null) next.delete(correctionKey(year, month));
  else next.set(correctionKey(year, month), shift);
  const index = monthIndex(year, month);
  for (const each of [index - 1, index]) {
    const length = egyptStart(each + 1, next) - egyptStart(each, next);
    if (length < 29) return 'month_too_short';
    if (length > 30) return 'month_too_long';
  }
  return null;
}
