import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  dayString,
  hijriKey,
  hijriMonthLength,
  parseHijriKey,
  toHijri,
} from '@athar/contract/hijri/calendar';
import { anniversaryDay } from '@athar/contract/hijri/occasions';
import { defaultShareMoment, localDay } from './share-moment';

describe('the message the campaign page offers first (issue 20)', () => {
  it('offers Ramadan’s message through Ramadan', () => {
    // 1 Ramadan 1447 (Umm al-Qura) is 18 February 2026, 29 Ramadan 19 March 2026
    expect(defaultShareMoment('2026-02-18')).toBe('ramadan');
    expect(defaultShareMoment('2026-03-10')).toBe('ramadan');
    expect(defaultShareMoment('2026-03-19')).toBe('ramadan');
  });

  it('offers the day of Arafah’s message on 9 Dhu al-Hijjah only', () => {
    // 9 Dhu al-Hijjah 1447 (Umm al-Qura) is 26 May 2026
    expect(defaultShareMoment('2026-05-26')).toBe('arafah');
    expect(defaultShareMoment('2026-05-25')).toBe('condolence');
    expect(defaultShareMoment('2026-05-27')).toBe('condolence');
  });

  it('offers the condolence on other days, and outside the calendar', () => {
    expect(defaultShareMoment('2026-11-26')).toBe('condolence');
    expect(defaultShareMoment('1800-01-01')).toBe('condolence');
  });

  it('offers the anniversary’s message on the Hijri anniversary of the death, from the next year on', () => {
    // died 12 November 2024: its anniversary in the next Hijri year, 1447
    const death = hijriKey(toHijri('2024-11-12'));
    const next = anniversaryDay(parseHijriKey(death)!, 1447);
    expect(defaultShareMoment(next, death)).toBe('anniversary');
    expect(defaultShareMoment('2024-11-12', death)).toBe('condolence');
    expect(defaultShareMoment(next, null)).toBe('condolence');
    expect(defaultShareMoment(next, 'not a date')).toBe('condolence');
  });

  it('remembers a death on the 30th on the 29th of a shorter month', () => {
    // a month of 30 days whose next year's same month has 29 (neither Ramadan nor Dhu al-Hijjah)
    const [year, month] = [1440, 1441, 1442, 1443, 1444, 1445]
      .flatMap((y) => [1, 2, 3, 4, 5, 6, 7, 8, 10, 11].map((m) => [y, m] as const))
      .find(([y, m]) => hijriMonthLength(y, m) === 30 && hijriMonthLength(y + 1, m) === 29)!;
    const death = hijriKey({ year, month, day: 30 });
    const remembered = anniversaryDay(parseHijriKey(death)!, year + 1);
    expect(toHijri(remembered).day).toBe(29);
    expect(defaultShareMoment(remembered, death)).toBe('anniversary');
    expect(defaultShareMoment(dayString(dayNumber(remembered) - 1), death)).toBe('condolence');
    expect(defaultShareMoment(dayString(dayNumber(remembered) + 1), death)).toBe('condolence');
  });

  it('reads the day where the visitor is', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
