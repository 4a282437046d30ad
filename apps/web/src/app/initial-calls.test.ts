import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialApiCalls } from '@athar/contract/initial-calls';
import { envelope } from '../test/api-answers';

/** A page without the shell's initial-data element. */
function stubDocument() {
  vi.stubGlobal('document', { cookie: '', querySelector: () => null, getElementById: () => null });
}

describe('the first calls of the pages the shell answers in advance', () => {
  const requested: string[] = [];

  beforeEach(() => {
    vi.resetModules();
    requested.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        return envelope([{ from: 'network' }]);
      }),
    );
  });

  afterEach(() => vi.unstubAllGlobals());

  it('are exactly the URLs the pages request first (packages/contract/src/initial-calls.ts)', async () => {
    stubDocument();
    const { getHomeCampaigns } = await import('../features/home/api/get-home-campaigns');
    const { getCampaigns } = await import('../features/campaigns/api/get-campaigns');
    const { getCampaignDetails } = await import('../lib/queries/campaign-details');
    const { getFeaturedProjects } = await import('../features/home/api/get-featured-projects');
    await getHomeCampaigns('desc', undefined);
    await getFeaturedProjects();
    expect(requested).toEqual(initialApiCalls('/'));
    requested.length = 0;
    // the first page of /Campaigns: its initial page parameter, the default sort, no search
    await getCampaigns({ offset: 0, filter: 'desc', search: '' });
    expect(requested).toEqual(initialApiCalls('/Campaigns'));
    requested.length = 0;
    await getCampaignDetails(42, undefined);
    expect(requested).toEqual(initialApiCalls('/CampaignDonation/any_title/42'));
    // the content pages operators keep (docs/decisions/040)
    const { getSitePage } = await import('../features/info/api/get-site-page');
    const { getFaq } = await import('../features/info/api/get-faq');
    const pages = {
      '/Terms': 'terms',
      '/HowItWork': 'how_it_works',
      '/SuccessTips': 'success_tips',
    } as const;
    for (const [path, page] of Object.entries(pages)) {
      requested.length = 0;
      await getSitePage(page);
      expect(requested).toEqual(initialApiCalls(path));
    }
    // /TrustandSafety: its text, then its monthly counts (docs/decisions/044)
    const { getModerationCounts } = await import('../features/info/api/get-moderation-counts');
    requested.length = 0;
    await getSitePage('trust');
    await getModerationCounts();
    expect(requested).toEqual(initialApiCalls('/TrustandSafety'));
    requested.length = 0;
    await getFaq();
    expect(requested).toEqual(initialApiCalls('/FAQs'));
  });
});
