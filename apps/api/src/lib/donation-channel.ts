import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { DonationChannel } from '@athar/contract/charity/records';

/** The channel name of a donations.type (1 cash, 2 card, 3 sms) as records and receipts show it. */
export function donationChannel(type: number): DonationChannel {
  if (type === PAYMENT_TYPE.cash) return 'cash';
  if (type === PAYMENT_TYPE.card) return 'card';
  return 'sms';
}

/** The Arabic name of each channel, as receipts and the records export write it. */
export const DONATION_CHANNEL_NAMES: Record<DonationChannel, string> = {
  cash: 'نقدي',
  card: 'بطاقة بنكية',
  sms: 'رسالة نصية',
};
