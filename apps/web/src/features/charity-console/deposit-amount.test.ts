import { describe, expect, it } from 'vitest';
import { poundsToPiasters } from './deposit-amount';

describe('a deposit amount typed in pounds', () => {
  it('reads whole pounds, piasters and Arabic-Indic digits without floating point', () => {
    expect(poundsToPiasters('350')).toBe(35_000);
    expect(poundsToPiasters('350.5')).toBe(35_050);
    expect(poundsToPiasters(' ٣٥٠٫٠٥ ')).toBe(35_005);
    expect(poundsToPiasters('0.29')).toBe(29);
  });
  it('refuses what is not an amount', () => {
    for (const typed of ['', '0', '-5', '1.234', '1e3', '3,500', '$350'])
      expect(poundsToPiasters(typed)).toBeNull();
  });
});
