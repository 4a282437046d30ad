import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { DonationChannel } from '@athar/contract/charity/records';

/** PAYMENT_TYPE read backwards: its names are the channels records, receipts and the metrics show. */
const CHANNEL_OF_TYPE = new Map<number, DonationChannel>(
  Object.entries(PAYMENT_TYPE).map(([channel, type]) => [type, channel as DonationChannel]),
);

/** The channel name of a donations.type (1 cash, 2 card, 3 sms, 4 wallet, 5 kiosk, 6 meeza). */
export function donationChannel(type: number): DonationChannel {
  const channel = CHANNEL_OF_TYPE.get(type);
  if (!channel) throw new Error(`unknown donation type ${type}`);
  return channel;
}
