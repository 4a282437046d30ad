import type { Receipt } from '@athar/contract/donations/receipt';

/** A pending kiosk donation's receipt (no code yet unless given), for the receipt components' tests. */
export const testReceipt = (given: Partial<Receipt> = {}): Receipt => ({
  donation_id: 88,
  status: 'pending',
  amount: 250,
  amount_in_words: 'مائتان وخمسون جنيهًا مصريًا لا غير',
  receipt_serial: null,
  channel: 'kiosk',
  donor_name: 'منى',
  ngo_name: 'جمعية',
  licence: { legal_name: null, registration_number: null, permit: null },
  campaign_id: 12,
  deceased_name: 'محمد علي',
  project_ar_name: 'مشروع',
  created_at: '2098-12-31T00:00:00.000Z',
  confirmed_at: null,
  kiosk_reference: null,
  kiosk_expires_at: null,
  ...given,
});
