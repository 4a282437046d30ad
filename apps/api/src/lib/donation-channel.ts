import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { DonationChannel } from '@athar/contract/charity/records';

/** The channel of each donations.type, as records, receipts and the metrics name it. */
const CHANNEL_OF_TYPE: Record<(typeof PAYMENT_TYPE)[DonationChannel], DonationChannel> = {
  [PAYMENT_TYPE.cash]: 'cash',
  [PAYMENT_TYPE.card]: 'card',
  [PAYMENT_TYPE.sms]: 'sms',
  [PAYMENT_TYPE.wallet]: 'wallet',
  [PAYMENT_TYPE.kiosk]: 'kiosk',
  [PAYMENT_TYPE.meeza]: 'meeza',
};

/** The channel name of a donations.type (1 cash, 2 card, 3 sms, 4 wallet, 5 kiosk, 6 meeza). */
export function donationChannel(type: number): DonationChannel {
  const channel = (CHANNEL_OF_TYPE as Partial<Record<number, DonationChannel>>)[type];
  if (!channel) throw new Error(`unknown donation type ${type}`);
  return channel;
}

/** The Arabic name of each channel, as receipts and the records export write it. */
export const DONATION_CHANNEL_NAMES: Record<DonationChannel, string> = {
  cash: 'نقدي',
  card: 'بطاقة بنكية',
  sms: 'رسالة نصية',
  wallet: 'محفظة إلكترونية',
  kiosk: 'رمز دفع (فوري/أمان)',
  meeza: 'بطاقة ميزة',
};
