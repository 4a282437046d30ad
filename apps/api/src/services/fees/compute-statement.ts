import { FEE_CHANNELS } from '@athar/contract/fees/fee-statements';
import { piasters, sumPiasters, type Piasters } from '@athar/contract/piasters';
import { donationChannel } from '../../lib/donation-channel';
import { channelShares, shareHalfUp, type ChannelSum } from './fee-arithmetic';
import type { FeeSettings } from './fee-settings';

export interface BilledDonation {
  id: number;
  type: number;
  amount: Piasters;
}

export interface ComputedStatement {
  donationsCount: number;
  donationsTotal: Piasters;
  fee: Piasters;
  carriedIn: Piasters;
  vat: Piasters;
  totalDue: Piasters;
  byChannel: (ChannelSum & { fee: Piasters })[];
  /** under the minimum: rolled into the next month, no number */
  carried: boolean;
}

/** The month's donations by channel, in FEE_CHANNELS order, only channels with donations. */
export function sumsByChannel(
  donations: readonly { type: number; amount: Piasters; count?: number }[],
): ChannelSum[] {
  const sums = new Map<string, ChannelSum>();
  for (const donation of donations) {
    const channel = donationChannel(donation.type);
    if (channel === 'scheduled') continue;
    const sum = sums.get(channel) ?? { channel, count: 0, total: piasters(0) };
    sum.count += donation.count ?? 1;
    sum.total = piasters(sum.total + donation.amount);
    sums.set(channel, sum);
  }
  return FEE_CHANNELS.flatMap((channel) => sums.get(channel) ?? []);
}

/**
 * A charity month's statement: the fee on the month's total (half up, once), its channel shares,
 * what carried months add, VAT on the sum when registered; carried when the sum is under the minimum.
 */
export function computeStatement(
  channels: ChannelSum[],
  carriedIn: Piasters,
  settings: FeeSettings,
): ComputedStatement {
  const donationsTotal = sumPiasters(channels.map((sum) => sum.total));
  const fee = shareHalfUp(donationsTotal, settings.rateBasisPoints);
  const shares = channelShares(channels, fee, settings.rateBasisPoints);
  const billed = piasters(fee + carriedIn);
  const carried = billed < settings.minimum;
  const vat = carried ? piasters(0) : shareHalfUp(billed, settings.vatBasisPoints);
  return {
    donationsCount: channels.reduce((count, sum) => count + sum.count, 0),
    donationsTotal,
    fee,
    carriedIn: carried ? piasters(0) : carriedIn,
    vat,
    totalDue: carried ? fee : piasters(billed + vat),
    byChannel: channels.map((sum, index) => ({ ...sum, fee: shares[index]! })),
    carried,
  };
}
