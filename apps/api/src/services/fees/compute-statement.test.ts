import { describe, expect, it } from 'vitest';
import { piasters } from '@athar/contract/piasters';
import { channelShares, shareHalfUp } from './fee-arithmetic';
import { computeStatement } from './compute-statement';

const p = piasters;
const settings = { rateBasisPoints: 500, vatBasisPoints: 0, minimum: p(5000) };

describe('the service fee’s arithmetic (docs/decisions/034)', () => {
  it('rounds 5% of the month’s total half up to the piaster, once', () => {
    expect(shareHalfUp(p(10), 500)).toBe(1); // 0.5 → 1
    expect(shareHalfUp(p(9), 500)).toBe(0); // 0.45 → 0
    expect(shareHalfUp(p(30), 500)).toBe(2); // 1.5 → 2
    expect(shareHalfUp(p(29), 500)).toBe(1); // 1.45 → 1
    expect(shareHalfUp(p(1_000_010), 500)).toBe(50_001); // 50,000.5 → 50,001
    // per donation rounding would bill 10 gifts of 10 piasters 10 piasters; the month's total bills 5
    expect(shareHalfUp(p(100), 500)).toBe(5);
  });

  it('splits the fee by channel so the shares add up exactly, the piaster left to the largest remainder', () => {
    const sums = [
      { channel: 'card' as const, count: 1, total: p(600_005) },
      { channel: 'cash' as const, count: 1, total: p(400_005) },
    ];
    expect(channelShares(sums, p(50_001), 500)).toEqual([30_001, 20_000]);
    const three = [
      { channel: 'card' as const, count: 1, total: p(7) },
      { channel: 'wallet' as const, count: 1, total: p(7) },
      { channel: 'sms' as const, count: 1, total: p(7) },
    ];
    // 21 × 5% = 1.05 → 1; each 0.35 → 0, the one piaster to the first in channel order
    expect(channelShares(three, shareHalfUp(p(21), 500), 500)).toEqual([1, 0, 0]);
  });

  it('adds VAT at 14% on the fee with what earlier months carried, when registered', () => {
    const sums = [{ channel: 'card' as const, count: 2, total: p(200_000) }];
    const statement = computeStatement(sums, p(3_000), { ...settings, vatBasisPoints: 1400 });
    expect(statement).toMatchObject({
      fee: 10_000,
      carriedIn: 3_000,
      vat: 1_820,
      totalDue: 14_820,
      carried: false,
    });
  });

  it('carries a month whose fee with earlier carried months is under the minimum, and bills it once it reaches it', () => {
    const small = computeStatement([{ channel: 'sms', count: 3, total: p(99_980) }], p(0), settings);
    expect(small).toMatchObject({ fee: 4_999, carried: true, vat: 0, totalDue: 4_999 });
    const reaching = computeStatement([{ channel: 'sms', count: 1, total: p(20) }], p(4_999), settings);
    expect(reaching).toMatchObject({ fee: 1, carriedIn: 4_999, totalDue: 5_000, carried: false });
  });
});
