import { describe, expect, it } from 'vitest';
import { egpToPiasters, formatPiasters, formatNumber, piastersToEgp } from './money';
import { piasters } from './piasters';

describe('money', () => {
  it('converts EGP to integer piasters without float drift', () => {
    expect(egpToPiasters(100)).toBe(10_000);
    expect(egpToPiasters(0.1 + 0.2)).toBe(30);
    expect(Number.isInteger(egpToPiasters(19.99))).toBe(true);
    expect(piastersToEgp(piasters(12_550))).toBe(125.5);
  });

  it('formats with Western digits and comma thousands', () => {
    expect(formatNumber(1250)).toBe('1,250');
    expect(formatPiasters(piasters(125_000_00))).toBe('125,000 ج.م');
  });
});
