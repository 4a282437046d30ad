import { describe, expect, it } from 'vitest';
import { visualRuns } from './visual-runs';

describe('visual runs of a right-to-left line', () => {
  it('keeps numbers left to right and puts them where an Arabic reader expects', () => {
    expect(visualRuns('المجموع 1,250.5 ج.م')).toEqual([
      { text: ' ج.م', rtl: true },
      { text: '1,250.5', rtl: false },
      { text: 'المجموع ', rtl: true },
    ]);
    expect(visualRuns('5 مارس 2026')).toEqual([
      { text: '2026', rtl: false },
      { text: ' مارس ', rtl: true },
      { text: '5', rtl: false },
    ]);
  });

  it('puts a Latin address at the end (the left) of an Arabic label', () => {
    expect(visualRuns('البريد: sara@example.com')).toEqual([
      { text: 'sara@example.com', rtl: false },
      { text: 'البريد: ', rtl: true },
    ]);
  });

  it('mirrors brackets in Arabic text, which the shaper then turns around with the letters', () => {
    expect(visualRuns('رمز دفع (فوري/أمان)')).toEqual([{ text: 'رمز دفع )فوري/أمان(', rtl: true }]);
  });

  it('reverses a right-to-left run with no Arabic letter itself', () => {
    // '[' first is drawn rightmost as ']', then '<' to its left as '>'
    expect(visualRuns('[<')).toEqual([{ text: '>]', rtl: true }]);
  });

  it('gives nothing for an empty line', () => {
    expect(visualRuns('')).toEqual([]);
  });
});
