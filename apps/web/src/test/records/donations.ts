import type { MyDonation } from '@athar/contract/accounts/user-lists';
import type { CreatedDonation } from '@athar/contract/donations/create-donation';
import type { Receipt } from '@athar/contract/donations/receipt';
import type { Place } from '@athar/contract/locations/cities';

/* A donation as the api answers it: created, on its receipt, in the donor's own list; and its places. */

/** POST /api/donations' answer for a card donation, with its payment token. */
export function createdDonation(given: Partial<CreatedDonation> = {}): CreatedDonation {
  return {
    donation_id: 501,
    donation_type: 'Card',
    amount: 150,
    campaign_id: 6,
    receipt_key: 'receipt-key',
    payment_token: 'payment-token',
    ...given,
  };
}

/** A governorate or an area (GET /api/cities, /api/cities/:cityId). */
export function place(given: Partial<Place> = {}): Place {
  return { id: 1, ar_name: 'القاهرة', ...given };
}

/** A pending kiosk donation's receipt (no code yet unless given). */
export function receipt(given: Partial<Receipt> = {}): Receipt {
  return {
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
  };
}

/** A row of /MyDonations: a pending kiosk donation with its code. */
export function myDonation(given: Partial<MyDonation> = {}): MyDonation {
  return {
    donation_id: 91,
    campaign_id: 12,
    donation_amount: 300,
    project_ar_name: 'سقيا الماء',
    ngo_image: 'ngo.webp',
    title: 'محمد علي',
    donation_date: '2098-12-31T00:00:00.000Z',
    status: 'pending',
    total_of_donations: 1,
    total_donations: 300,
    receipt_key: 'k',
    visibility: 'public',
    kiosk_reference: '5566778899',
    kiosk_expires_at: '2099-01-03T10:30:00.000Z',
    ...given,
  };
}
