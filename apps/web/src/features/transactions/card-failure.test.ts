import { describe, expect, it } from 'vitest';
import { failurePath, readFailure, readFailureQuery } from './card-failure';

describe('the reason a card payment failed, from the navigation state', () => {
  it('reads the reason, the campaign page and the kept form values', () => {
    const retryDonation = { amount: '150' };
    expect(
      readFailure({
        failure: { reason: 'declined', campaignPath: '/CampaignDonation/%D9%85/6', retryDonation },
      }),
    ).toEqual({ reason: 'declined', campaignPath: '/CampaignDonation/%D9%85/6', retryDonation });
  });

  it('says nothing more than the SPEC for a direct visit or a foreign state', () => {
    expect(readFailure(null)).toBeNull();
    expect(readFailure({ failure: { reason: 'stolen', campaignPath: '/CampaignDonation/x/6' } })).toBeNull();
    for (const campaignPath of ['//evil.example/CampaignDonation/x/6', 'https://evil.example', '/Login'])
      expect(readFailure({ failure: { reason: 'declined', campaignPath } }), campaignPath).toBeNull();
  });

  it('reads a bank that has not settled yet in the state too', () => {
    expect(
      readFailure({ failure: { reason: 'unconfirmed', campaignPath: '/CampaignDonation/x/6' } }),
    ).toEqual({
      reason: 'unconfirmed',
      campaignPath: '/CampaignDonation/x/6',
      retryDonation: undefined,
    });
  });
});

describe('the reason in the address, from the payment host or the payment return', () => {
  const read = (query: string) => readFailureQuery(new URLSearchParams(query));

  it('reads each reason and the campaign as a successful return names it', () => {
    for (const reason of ['declined', 'insufficient', 'cancelled', 'timeout', 'unconfirmed'])
      expect(read(`reason=${reason}&campaignID=6&campaignName=محمد_علي`)).toEqual({
        reason,
        campaignPath: `/CampaignDonation/${encodeURIComponent('محمد_علي')}/6`,
        method: null,
      });
  });

  it('has no way back without a campaign, and nothing for an unknown reason', () => {
    expect(read('reason=timeout')).toEqual({ reason: 'timeout', campaignPath: null, method: null });
    expect(read('reason=declined&campaignID=0x6')).toEqual({
      reason: 'declined',
      campaignPath: null,
      method: null,
    });
    // how the donor paid: only a method the page has words for
    expect(read('reason=insufficient&method=wallet')).toEqual({
      reason: 'insufficient',
      campaignPath: null,
      method: 'wallet',
    });
    expect(read('reason=declined&method=cheque')?.method).toBeNull();
    expect(read('reason=stolen&campaignID=6')).toBeNull();
    expect(read('campaignID=6')).toBeNull();
    expect(read('')).toBeNull();
  });

  it('writes what it reads, the campaign name with underscores', () => {
    const path = failurePath('declined', { name: 'محمد  علي', id: 6 });
    expect(path.startsWith('/transactionfailed?')).toBe(true);
    expect(read(path.slice(path.indexOf('?') + 1))).toEqual({
      reason: 'declined',
      campaignPath: `/CampaignDonation/${encodeURIComponent('محمد_علي')}/6`,
      method: null,
    });
    expect(failurePath('cancelled')).toBe('/transactionfailed?reason=cancelled');
  });
});
