import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from './payment-return';

const read = (query: string, link = '55') => readPaymentReturn(new URLSearchParams(query), link);

describe('the payment return (PRODUCT.md §4 Payment return)', () => {
  it('sends status 1 to the campaign page, name with underscores, and records the donation id', () => {
    expect(read('Status=1&donationID=55&campaignName=محمد_علي&campaignID=12')).toEqual({
      donationId: 55,
      campaignId: 12,
      campaignPath: `/CampaignDonation/${encodeURIComponent('محمد_علي')}/12`,
      receiptKey: null,
    });
  });

  it('falls back on the link for the donation id, and keeps an odd name in one segment', () => {
    expect(read('Status=1&campaignName=a/b c&campaignID=12')).toEqual({
      donationId: 55,
      campaignId: 12,
      campaignPath: '/CampaignDonation/a%2Fb_c/12',
      receiptKey: null,
    });
  });

  it('keeps the receipt key pay adds, with which the page asks the api for the real status', () => {
    expect(read('Status=1&donationID=55&campaignName=x&campaignID=12&key=k3y-abc')?.receiptKey).toBe(
      'k3y-abc',
    );
    expect(read('Status=1&donationID=55&campaignName=x&campaignID=12&key=')?.receiptKey).toBeNull();
  });

  it('treats any other status, or a missing campaign, as a failed transfer', () => {
    expect(read('Status=0&donationID=55&campaignID=12')).toBeNull();
    expect(read('donationID=55&campaignID=12')).toBeNull();
    expect(read('Status=1&donationID=55')).toBeNull();
    expect(read('Status=1&donationID=-3&campaignID=12', 'x')).toBeNull();
  });

  it('reads ids in decimal digits only', () => {
    expect(read('Status=1&donationID=0x37&campaignID=12', 'x')).toBeNull();
    expect(read('Status=1&donationID=55&campaignID=0xc')).toBeNull();
    expect(read('Status=1&donationID=55&campaignID=1e1')).toBeNull();
  });
});
