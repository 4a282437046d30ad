import { describe, expect, it } from 'vitest';
import {
  correctionKey,
  correctionProblem,
  dayNumber,
  dayString,
  formatHijri,
  fromHijri,
  hijriKey,
  hijriMonthLength,
  NO_CORRECTIONS,
  parseHijriKey,
  toHijri,
  type HijriCorrections,
  type HijriShift,
} from './calendar';
import { anniversaryDay, arafahDay, ramadanStart } from './occasions';

const corrections = (entries: Array<[number, number, HijriShift]>): HijriCorrections =>
  new Map(entries.map(([year, month, shift]) => [correctionKey(year, month), shift]));

/** What Intl itself says of a day (the reference the module must agree with without corrections). */
const reference = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});
function intlUmmAlQura(day: string) {
  const parts = reference.formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

describe('Umm al-Qura without corrections', () => {
  it.each([
    ['2025-03-01', { year: 1446, month: 9, day: 1 }], // 1 Ramadan 1446
    ['2025-06-26', { year: 1447, month: 1, day: 1 }], // 1 Muharram 1447
    ['2025-06-25', { year: 1446, month: 12, day: 29 }], // the last day of 1446
    ['2025-02-28', { year: 1446, month: 8, day: 29 }],
    ['2024-06-15', { year: 1445, month: 12, day: 9 }], // Arafah 1445
    ['2023-03-23', { year: 1444, month: 9, day: 1 }],
    ['2000-01-01', { year: 1420, month: 9, day: 24 }],
  ])('%s is %o', (day, hijri) => {
    expect(toHijri(day)).toEqual(hijri);
    expect(fromHijri(hijri)).toBe(day);
  });

  it('agrees with Intl on every day from 1960 to 2030, and round-trips', () => {
    const first = dayNumber('1960-01-01');
    const last = dayNumber('2030-12-31');
    let previous = toHijri(dayString(first - 1));
    for (let dayNo = first; dayNo <= last; dayNo += 1) {
      const day = dayString(dayNo);
      const hijri = toHijri(day);
      expect(hijri).toEqual(intlUmmAlQura(day));
      expect(fromHijri(hijri)).toBe(day);
      // days follow each other: the next day of the month, or the 1st of the next month
      if (hijri.day === 1) {
        expect([29, 30]).toContain(previous.day);
        expect(hijri.month).toBe((previous.month % 12) + 1);
      } else {
        expect(hijri.day).toBe(previous.day + 1);
      }
      previous = hijri;
    }
  }, 120_000);

  it('months have 29 or 30 days, and a year 354 or 355', () => {
    for (let year = 1380; year <= 1460; year += 1) {
      let total = 0;
      for (let month = 1; month <= 12; month += 1) total += hijriMonthLength(year, month);
      expect([354, 355]).toContain(total);
    }
    expect(hijriMonthLength(1446, 8)).toBe(29);
    expect(hijriMonthLength(1446, 10)).toBe(30);
  });

  it('refuses a day past the month and dates that are not dates', () => {
    expect(() => fromHijri({ year: 1446, month: 8, day: 30 })).toThrow(RangeError);
    expect(() => fromHijri({ year: 1446, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => fromHijri({ year: 1446, month: 0, day: 1 })).toThrow(RangeError);
    expect(() => fromHijri({ year: 1446, month: 9, day: 0 })).toThrow(RangeError);
    expect(() => fromHijri({ year: 1446, month: 9, day: 1.5 })).toThrow(RangeError);
    expect(() => toHijri('2025-02-30')).toThrow(RangeError);
    expect(() => toHijri('2025-3-1')).toThrow(RangeError);
    expect(() => toHijri('')).toThrow(RangeError);
  });
});

describe("Egypt's corrections", () => {
  // Umm al-Qura: Sha'ban 1446 has 29 days (2025-01-31 .. 2025-02-28), Ramadan begins 2025-03-01
  it('a month begun a day later moves its first day and lengthens the month before', () => {
    const late = corrections([[1446, 9, 1]]);
    expect(fromHijri({ year: 1446, month: 9, day: 1 }, late)).toBe('2025-03-02');
    expect(toHijri('2025-03-01', late)).toEqual({ year: 1446, month: 8, day: 30 });
    expect(toHijri('2025-03-02', late)).toEqual({ year: 1446, month: 9, day: 1 });
    expect(hijriMonthLength(1446, 8, late)).toBe(30);
    // Ramadan 1446 has 29 days in Umm al-Qura: begun a day later, Shawwal follows it a day later too
    // (never a 28-day month) until the operator says more, and Dhu al-Qa'dah is untouched
    expect(hijriMonthLength(1446, 9, late)).toBe(29);
    expect(fromHijri({ year: 1446, month: 10, day: 1 }, late)).toBe('2025-03-31');
    expect(hijriMonthLength(1446, 10, late)).toBe(29);
    expect(fromHijri({ year: 1446, month: 11, day: 1 }, late)).toBe(
      fromHijri({ year: 1446, month: 11, day: 1 }),
    );
    // the operator then says Shawwal began on Umm al-Qura's day after all: Ramadan would have 28 days
    expect(correctionProblem(1446, 10, 0, late)).toBe('month_too_short');
  });

  it('a month begun a day earlier shortens the month before', () => {
    // Ramadan 1445 has 30 days in Umm al-Qura
    const early = corrections([[1445, 10, -1]]);
    const uqShawwal = fromHijri({ year: 1445, month: 10, day: 1 });
    const egShawwal = fromHijri({ year: 1445, month: 10, day: 1 }, early);
    expect(dayNumber(egShawwal)).toBe(dayNumber(uqShawwal) - 1);
    expect(hijriMonthLength(1445, 9, early)).toBe(29);
    expect(toHijri(egShawwal, early)).toEqual({ year: 1445, month: 10, day: 1 });
    expect(toHijri(uqShawwal, early)).toEqual({ year: 1445, month: 10, day: 2 });
  });

  it('moves a month across the year boundary', () => {
    // Dhu al-Hijjah 1446 has 29 days: 1 Muharram 1447 a day late makes 2025-06-26 its 30th
    expect(correctionProblem(1447, 1, -1)).toBe('month_too_short');
    const late = corrections([[1447, 1, 1]]);
    expect(correctionProblem(1447, 1, 1)).toBeNull();
    expect(toHijri('2025-06-26', late)).toEqual({ year: 1446, month: 12, day: 30 });
    expect(toHijri('2025-06-27', late)).toEqual({ year: 1447, month: 1, day: 1 });
    expect(hijriMonthLength(1446, 12, late)).toBe(30);
    expect(fromHijri({ year: 1447, month: 1, day: 1 }, late)).toBe('2025-06-27');
    // Dhu al-Hijjah 1445 has 30 days: Muharram 1446 a day late would make it 31
    expect(correctionProblem(1446, 1, 1)).toBe('month_too_long');
  });

  it('round-trips under several corrections over several years', () => {
    const some = corrections([
      [1444, 10, 1],
      [1445, 3, -1],
      [1445, 11, 1],
      [1446, 9, 1],
      [1447, 1, 1],
    ]);
    for (const [key, shift] of some) {
      const [year, month] = key.split('-').map(Number) as [number, number];
      expect(correctionProblem(year, month, shift, some)).toBeNull();
    }
    let previous = toHijri('2023-01-01', some);
    for (let dayNo = dayNumber('2023-01-02'); dayNo <= dayNumber('2026-12-31'); dayNo += 1) {
      const day = dayString(dayNo);
      const hijri = toHijri(day, some);
      expect(fromHijri(hijri, some)).toBe(day);
      expect(hijri.day === 1 || hijri.day === previous.day + 1).toBe(true);
      expect(hijri.day).toBeLessThanOrEqual(hijriMonthLength(hijri.year, hijri.month, some));
      previous = hijri;
    }
  });

  it('refuses a correction that would leave a month with 28 or 31 days', () => {
    // Sha'ban 1446 has 29 days: Ramadan a day early would leave it 28
    expect(correctionProblem(1446, 9, -1)).toBe('month_too_short');
    expect(correctionProblem(1446, 9, 1)).toBeNull();
    expect(correctionProblem(1446, 9, 0)).toBeNull();
    // clearing a correction is checked the same way
    const both = corrections([
      [1446, 9, 1],
      [1446, 10, 1],
    ]);
    expect(correctionProblem(1446, 9, null, both)).toBeNull();
    expect(correctionProblem(1446, 10, null, both)).toBeNull();
    const short = corrections([
      [1446, 9, 1],
      [1446, 10, 0],
    ]);
    expect(correctionProblem(1446, 9, 1, new Map([[correctionKey(1446, 10), 0]]))).toBe('month_too_short');
    expect(correctionProblem(1446, 10, null, short)).toBeNull();
  });
});

describe('occasions', () => {
  it('1 Ramadan and the day of Arafah', () => {
    expect(ramadanStart(1446)).toBe('2025-03-01');
    expect(ramadanStart(1446, corrections([[1446, 9, 1]]))).toBe('2025-03-02');
    expect(arafahDay(1445)).toBe('2024-06-15');
    expect(arafahDay(1445, corrections([[1445, 12, 1]]))).toBe('2024-06-16');
  });

  it('an anniversary falls on the same Hijri month and day', () => {
    const death = toHijri('2024-05-20'); // 12 Dhu al-Qa'dah 1445
    expect(death).toEqual({ year: 1445, month: 11, day: 12 });
    expect(toHijri(anniversaryDay(death, 1446))).toEqual({ year: 1446, month: 11, day: 12 });
    expect(toHijri(anniversaryDay(death, 1447))).toEqual({ year: 1447, month: 11, day: 12 });
  });

  it('a death on the 30th, remembered in a year where the month has 29 days: the 29th', () => {
    // Ramadan 1445 had 30 days; Ramadan 1446 has 29
    expect(hijriMonthLength(1445, 9)).toBe(30);
    expect(hijriMonthLength(1446, 9)).toBe(29);
    const death = { year: 1445, month: 9, day: 30 };
    expect(fromHijri(death)).toBe('2024-04-09');
    expect(anniversaryDay(death, 1446)).toBe('2025-03-29');
    expect(toHijri(anniversaryDay(death, 1446))).toEqual({ year: 1446, month: 9, day: 29 });
    // with Shawwal 1446 begun a day later in Egypt, Ramadan 1446 has 30 days: the 30th itself
    const late = corrections([[1446, 10, 1]]);
    expect(anniversaryDay(death, 1446, late)).toBe('2025-03-30');
    expect(toHijri('2025-03-30', late)).toEqual({ year: 1446, month: 9, day: 30 });
  });

  it('follows the year boundary: a death in Dhu al-Hijjah is remembered in the next Hijri year', () => {
    const death = toHijri('2025-06-20'); // 24 Dhu al-Hijjah 1446
    expect(death.month).toBe(12);
    const next = anniversaryDay(death, 1447);
    expect(toHijri(next)).toEqual({ ...death, year: 1447 });
    expect(dayNumber(next) - dayNumber('2025-06-20')).toBeGreaterThan(350);
    expect(dayNumber(next) - dayNumber('2025-06-20')).toBeLessThan(360);
  });
});

describe('writing a Hijri date', () => {
  it('formats with the month name and Western digits', () => {
    expect(formatHijri({ year: 1447, month: 5, day: 12 })).toBe('12 جمادى الأولى 1447 هـ');
    expect(formatHijri({ year: 1446, month: 9, day: 1 })).toBe('1 رمضان 1446 هـ');
  });

  it('keys zero-padded, as the DB column checks, and reads them back', () => {
    expect(hijriKey({ year: 1447, month: 5, day: 2 })).toBe('1447-05-02');
    expect(hijriKey({ year: 1446, month: 12, day: 30 })).toBe('1446-12-30');
    expect(parseHijriKey('1447-05-02')).toEqual({ year: 1447, month: 5, day: 2 });
    expect(parseHijriKey('1447-13-02')).toBeNull();
    expect(parseHijriKey('1447-5-2')).toBeNull();
    expect(NO_CORRECTIONS.size).toBe(0);
  });
});
