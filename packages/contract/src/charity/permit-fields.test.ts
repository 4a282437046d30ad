import { describe, expect, it } from 'vitest';
import { addMonths, permitFields, realDay } from './permit-fields';
import { permitMessages } from './permit-messages';

describe('permit fields', () => {
  it('adds months as PostgreSQL does, to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-03-15', 12)).toBe('2027-03-15');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
  });

  it('takes real calendar days only', () => {
    expect(realDay.safeParse('2024-02-29').success).toBe(true);
    for (const day of ['2026-02-29', '2026-04-31', '2026-00-10', '26-01-01', '2026-1-1', '']) {
      expect(realDay.safeParse(day).success, day).toBe(false);
    }
  });

  it('allows at most 12 months, ending on or after the first day', () => {
    const permit = (starts_on: string, ends_on: string) =>
      permitFields.safeParse({ permit_number: '12/2026', issuing_body: 'وزارة التضامن', starts_on, ends_on });
    expect(permit('2026-03-15', '2026-03-15').success).toBe(true);
    expect(permit('2026-03-15', '2027-03-14').success).toBe(true);
    const tooLong = permit('2026-03-15', '2027-03-15');
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([permitMessages.longerThanYear]);
    const inverted = permit('2026-03-15', '2026-03-14');
    expect(inverted.error?.issues.map((issue) => issue.message)).toEqual([permitMessages.endsBeforeStart]);
    expect(permit('2026-03-15', '2026-03-20').data?.scope).toBe('online');
  });
});
