import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from './payment-return';

const read = (query: string, link = '55') => readPaymentReturn(new URLSearchParams(query), link);

describe('the payment return (SPEC §4 Payment return)', () => {
  it('sends status 1 to the campaign page, name with underscores, and records the donation id', () => {
    expect(read('Status=1&donationID=55&campaignName=محمد_علي&campaignID=12')).toEqual({
      donationId: 55,
      campaignPath: `/CampaignDonation/${encodeURIComponent('محمد_علي')}/12`,
    });
  });

  it('falls back on the link for the donation id, and keeps an odd name in one segment', () => {
    expect(read('Status=1&campaignName=a/b c&campaignID=12')).toEqual({
      donationId: 55,
      campaignPath: '/CampaignDonation/a%2Fb_c/12',
    });
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
