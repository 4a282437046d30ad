import { describe, expect, it } from 'vitest';
import type { Receipt } from '@athar/contract/donations/receipt';
import { readPaymentReturn } from './payment-return';
import { returnVerdict } from './return-verdict';

const claim = readPaymentReturn(
  new URLSearchParams('Status=1&donationID=55&campaignName=محمد_علي&campaignID=12&key=k'),
  '55',
)!;
const campaignPath = `/CampaignDonation/${encodeURIComponent('محمد_علي')}/12`;

const receipt = (given: Partial<Receipt>): Receipt => ({
  donation_id: 55,
  status: 'confirmed',
  amount: 150,
  amount_in_words: 'مائة وخمسون جنيهًا مصريًا لا غير',
  receipt_serial: null,
  channel: 'card',
  donor_name: 'كريم',
  ngo_name: 'جمعية',
  licence: { legal_name: null, registration_number: null, permit: null },
  campaign_id: 12,
  deceased_name: 'محمد علي',
  project_ar_name: 'مشروع',
  created_at: '2025-01-01T00:00:00.000Z',
  confirmed_at: null,
  kiosk_reference: null,
  kiosk_expires_at: null,
  ...given,
});

describe("the payment return's verdict, from the api's word on the donation", () => {
  it('says paid only for a confirmed donation, on its own campaign', () => {
    expect(returnVerdict(claim, receipt({}))).toEqual({ kind: 'paid', campaignPath });
    expect(returnVerdict(claim, receipt({ campaign_id: 7, deceased_name: 'أحمد سعيد' }))).toEqual({
      kind: 'paid',
      campaignPath: `/CampaignDonation/${encodeURIComponent('أحمد_سعيد')}/7`,
    });
  });

  it('waits on a pending donation, and fails a failed or cancelled one with its reason', () => {
    const pending = receipt({ status: 'pending' });
    expect(returnVerdict(claim, pending)).toEqual({ kind: 'pending', receipt: pending });
    expect(returnVerdict(claim, receipt({ status: 'failed' }))).toEqual({
      kind: 'failed',
      reason: 'declined',
      campaign: { name: 'محمد علي', id: 12 },
    });
    expect(returnVerdict(claim, receipt({ status: 'cancelled' }))).toMatchObject({ reason: 'cancelled' });
  });

  it('claims nothing for a donation the api does not show this browser, nor for a refunded one', () => {
    expect(returnVerdict(claim, null)).toEqual({ kind: 'unknown', campaignPath });
    expect(returnVerdict(claim, receipt({ status: 'refunded' }))).toEqual({ kind: 'unknown', campaignPath });
    expect(returnVerdict(claim, receipt({ donation_id: 56 }))).toEqual({ kind: 'unknown', campaignPath });
  });
});
