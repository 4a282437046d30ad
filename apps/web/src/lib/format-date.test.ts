import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from './format-date';

describe('formatCalendarDay', () => {
  it('writes the api’s calendar day as the day it names, Arabic month, Western digits', () => {
    expect(formatCalendarDay('2026-01-01')).toBe('1 يناير 2026');
    expect(formatCalendarDay('2026-12-31')).toBe('31 ديسمبر 2026');
  });

  it('writes nothing for what is not a day', () => {
    expect(formatCalendarDay('')).toBe('');
  });
});
