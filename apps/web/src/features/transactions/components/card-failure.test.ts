import { describe, expect, it } from 'vitest';
import { readFailure } from './card-failure';

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
});
