import type { DonationChannel } from './charity/records';

/**
 * The Arabic name of each donation channel, one wording wherever it is read: receipts (page and mail),
 * the charity console and its CSV export. Free of zod, so the web's messages take it as it is.
 */
export const DONATION_CHANNEL_NAMES: Readonly<Record<DonationChannel, string>> = {
  cash: 'نقدي',
  card: 'بطاقة بنكية',
  sms: 'رسالة نصية',
  wallet: 'محفظة إلكترونية',
  kiosk: 'رمز دفع (فوري/أمان)',
  meeza: 'بطاقة ميزة',
  scheduled: 'تبرع مجدول',
};
