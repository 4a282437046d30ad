import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime } from './format-date';

describe('formatCalendarDay', () => {
  it('writes the api’s calendar day as the day it names, Arabic month, Western digits', () => {
    expect(formatCalendarDay('2026-01-01')).toBe('1 يناير 2026');
    expect(formatCalendarDay('2026-12-31')).toBe('31 ديسمبر 2026');
  });

  it('writes nothing for what is not a day', () => {
    expect(formatCalendarDay('')).toBe('');
  });
});

describe('formatDate and formatDateTime', () => {
  it('write Cairo’s day and hour, as the server writes them, whatever the device’s zone', () => {
    // 23:30 UTC is already the next day in Cairo (UTC+2 in winter)
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('23 نوفمبر 2026');
    expect(formatDateTime('2026-11-22T15:14:00Z')).toBe('22 نوفمبر 2026 في 5:14 م');
  });
});
