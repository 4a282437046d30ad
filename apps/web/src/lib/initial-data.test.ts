import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { INITIAL_DATA_ELEMENT_ID } from '@athar/contract/config-defaults';
import { defineEndpoint } from '@athar/contract/endpoint';

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

/** A GET at `path` for these tests, with any query: the client reads only its method and path. */
const getAt = (path: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    query: z.record(z.string(), z.unknown()),
    response: z.object({ status: z.number(), message: z.string(), data: z.unknown() }),
  });

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
    const { call } = await import('./api-client');
    const details = getAt('/api/campaigns/details');
    const first = await call(details, { query: { rowscount: 5, filter: 'desc' } });
    expect(first.data).toEqual([{ from: 'shell' }]);
    expect(requested).toEqual([]);
    const second = await call(details, { query: { rowscount: 5, filter: 'desc' } });
    expect(second.data).toEqual([{ from: 'network' }]);
    expect(requested).toEqual([url]);
  });

  it('is not used for another URL, a signed-in call, an old page or a broken block', async () => {
    stubDocument(JSON.stringify({ '/api/x': envelope(['shell']) }));
    const x = getAt('/api/x');
    let { call } = await import('./api-client');
    expect((await call(x, { query: { uid: 3 } })).data).toEqual([{ from: 'network' }]);
    expect((await call(x, { query: {} }, { bearer: 'token' })).data).toEqual([{ from: 'network' }]);

    vi.resetModules();
    vi.spyOn(performance, 'now').mockReturnValue(120_000);
    ({ call } = await import('./api-client'));
    expect((await call(x, { query: {} })).data).toEqual([{ from: 'network' }]);
    vi.restoreAllMocks();

    vi.resetModules();
    stubDocument('{ not json');
    ({ call } = await import('./api-client'));
    expect((await call(x, { query: {} })).data).toEqual([{ from: 'network' }]);
  });
});
