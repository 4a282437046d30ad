import { describe, expect, it } from 'vitest';
import { initialApiCalls } from './initial-calls';

describe('the calls the HTML shell answers in advance', () => {
  it('names the first calls of home, /Campaigns, a campaign page and the content pages, and none elsewhere', () => {
    expect(initialApiCalls('/')).toEqual([
      '/api/campaigns/details?rowscount=5&filter=desc',
      '/api/ngos/projects?featured=1',
    ]);
    expect(initialApiCalls('/Campaigns')).toEqual([
      '/api/campaigns/details?offset=0&rowscount=20&filter=desc',
    ]);
    expect(initialApiCalls('/CampaignDonation/أحمد_علي/0042')).toEqual(['/api/campaigns/details?campid=42']);
    expect(initialApiCalls('/Terms')).toEqual(['/api/about/pages/terms']);
    expect(initialApiCalls('/FAQs')).toEqual(['/api/about/faq']);
    // /TrustandSafety publishes its monthly counts with its text (docs/decisions/044)
    expect(initialApiCalls('/TrustandSafety')).toEqual([
      '/api/about/pages/trust',
      '/api/about/moderation-counts',
    ]);
    expect(initialApiCalls('/SuccessTips')).toEqual(['/api/about/pages/success_tips']);
    for (const path of ['/campaigns', '/CampaignDonation/x', '/MyProfile', '/42', '/CampaignDonation/x/y'])
      expect(initialApiCalls(path), path).toEqual([]);
  });
});
