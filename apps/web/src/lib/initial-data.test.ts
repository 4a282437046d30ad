import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID } from '@athar/contract/config-defaults';
import { initialApiCalls } from '../../../api/src/lib/initial-data';

/** A page whose shell carries `block` as the initial-data element's text (undefined: no element). */
function stubDocument(block: string | undefined) {
  vi.stubGlobal('document', {
    cookie: '',
    querySelector: () => null,
    getElementById: (id: string) =>
      id === INITIAL_DATA_ELEMENT_ID && block !== undefined ? { textContent: block } : null,
  });
}

const envelope = (data: unknown) => ({ status: 1, message: '', data });

describe('the answers the HTML shell carries', () => {
  const requested: string[] = [];

  beforeEach(() => {
    vi.resetModules();
    requested.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        return new Response(JSON.stringify(envelope([{ from: 'network' }])), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers the first GET of its URL once; a refetch asks the server', async () => {
    const url = '/api/campaigns/details?rowscount=5&filter=desc';
    stubDocument(JSON.stringify({ [url]: envelope([{ from: 'shell' }]) }));
    const { apiGet } = await import('./api-client');
    const first = await apiGet('/api/campaigns/details', { rowscount: 5, filter: 'desc' });
    expect(first.data).toEqual([{ from: 'shell' }]);
    expect(requested).toEqual([]);
    const second = await apiGet('/api/campaigns/details', { rowscount: 5, filter: 'desc' });
    expect(second.data).toEqual([{ from: 'network' }]);
    expect(requested).toEqual([url]);
  });

  it('is not used for another URL, a signed-in call, an old page or a broken block', async () => {
    stubDocument(JSON.stringify({ '/api/x': envelope(['shell']) }));
    let { apiGet } = await import('./api-client');
    expect((await apiGet('/api/x', { uid: 3 })).data).toEqual([{ from: 'network' }]);
    expect((await apiGet('/api/x', {}, { bearer: 'token' })).data).toEqual([{ from: 'network' }]);

    vi.resetModules();
    vi.spyOn(performance, 'now').mockReturnValue(120_000);
    ({ apiGet } = await import('./api-client'));
    expect((await apiGet('/api/x')).data).toEqual([{ from: 'network' }]);
    vi.restoreAllMocks();

    vi.resetModules();
    stubDocument('{ not json');
    ({ apiGet } = await import('./api-client'));
    expect((await apiGet('/api/x')).data).toEqual([{ from: 'network' }]);
  });

  it('holds exactly the URLs the pages request first (the api lists them in lib/initial-data.ts)', async () => {
    stubDocument(undefined);
    const { getHomeCampaigns } = await import('../features/home/api/get-home-campaigns');
    const { getCampaigns } = await import('../features/campaigns/api/get-campaigns');
    const { getCampaignDetails } = await import('../features/campaign-page/api/get-campaign-details');
    await getHomeCampaigns('desc', undefined);
    expect(requested).toEqual(initialApiCalls('/'));
    requested.length = 0;
    // the first page of /Campaigns: its initial page parameter, the default sort, no search
    await getCampaigns({ offset: 0, filter: 'desc', search: '' });
    expect(requested).toEqual(initialApiCalls('/Campaigns'));
    requested.length = 0;
    await getCampaignDetails(42, undefined);
    expect(requested).toEqual(initialApiCalls('/CampaignDonation/any_title/42'));
  });
});
