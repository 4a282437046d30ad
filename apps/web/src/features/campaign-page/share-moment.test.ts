import { describe, expect, it } from 'vitest';
import { hijriKey, parseHijriKey, toHijri } from '@athar/contract/hijri/calendar';
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

  it('reads the day where the visitor is', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
