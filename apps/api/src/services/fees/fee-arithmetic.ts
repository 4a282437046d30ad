import { FEE_CHANNELS, type FeeChannel } from '@athar/contract/fees/fee-statements';
import { piasters, type Piasters } from '@athar/contract/piasters';

const BASIS = 10_000;

/**
 * `amount × rate` rounded to the piaster, half up (docs/decisions/034): applied once to a charity's
 * month total, never per donation, so a month of many small gifts is billed what its total owes.
 */
export function shareHalfUp(amount: Piasters, basisPoints: number): Piasters {
  return piasters(Math.floor((amount * basisPoints + BASIS / 2) / BASIS));
}

export interface ChannelSum {
  channel: FeeChannel;
  count: number;
  total: Piasters;
}

/**
 * The month's fee split by channel so the parts add up to the fee exactly: each channel's exact share
 * rounded down, the piasters left given one each to the largest remainders (ties: FEE_CHANNELS order).
 */
export function channelShares(sums: readonly ChannelSum[], fee: Piasters, basisPoints: number): Piasters[] {
  const exact = sums.map((sum) => sum.total * basisPoints);
  const shares = exact.map((value) => Math.floor(value / BASIS));
  let left = fee - shares.reduce((a, b) => a + b, 0);
  const order = sums
    .map((sum, index) => ({
      index,
      remainder: exact[index]! % BASIS,
      rank: FEE_CHANNELS.indexOf(sum.channel),
    }))
    .sort((a, b) => b.remainder - a.remainder || a.rank - b.rank);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares.map((share) => piasters(share));
}
