import { describe, expect, it } from 'vitest';
import { contactClockText, timeSince } from './clock-text';

describe('the 72-hour clock in words', () => {
  it('counts the hours remaining while on time or due today', () => {
    expect(contactClockText('on_time', 50)).toBe('متبقٍ 50 ساعة');
    expect(contactClockText('on_time', 71)).toBe('متبقٍ 71 ساعة');
    expect(contactClockText('due_today', 5)).toBe('متبقٍ 5 ساعات');
    expect(contactClockText('due_today', 0)).toBe('متبقٍ أقل من ساعة');
  });

  it('counts the hours late once overdue (the API sends them negative)', () => {
    expect(contactClockText('overdue', -5)).toBe('متأخر 5 ساعات');
    expect(contactClockText('overdue', -26)).toBe('متأخر 26 ساعة');
    expect(contactClockText('overdue', 0)).toBe('متأخر أقل من ساعة');
  });

  it('counts whole days once two or more days late', () => {
    expect(contactClockText('overdue', -47)).toBe('متأخر 47 ساعة');
    expect(contactClockText('overdue', -48)).toBe('متأخر يومان');
    expect(contactClockText('overdue', -5327)).toBe('متأخر 221 يومًا');
  });
});

describe('time since a donation', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('speaks in minutes, then hours, then days, with Western digits', () => {
    expect(timeSince(ago(30), now)).toBe('قبل 30 دقيقة');
    expect(timeSince(ago(5 * 60 + 10), now)).toBe('قبل 5 ساعات');
    expect(timeSince(ago(47 * 60), now)).toBe('قبل 47 ساعة');
    expect(timeSince(ago(80 * 60), now)).toBe('قبل 3 أيام');
    expect(timeSince(ago(4 * 24 * 60), now)).toBe('قبل 4 أيام');
  });

  it('never says "in" for a clock a little ahead of ours', () => {
    expect(timeSince(new Date(now.getTime() + 60_000).toISOString(), now)).toBe('هذه الدقيقة');
  });
});
