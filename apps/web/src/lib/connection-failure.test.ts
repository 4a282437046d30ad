import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@athar/contract/endpoint';
import { apiMessages, validationMessages } from '@athar/contract/messages';

const UNREACHABLE = 'تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت ثم حاول مرة أخرى.';

type Answer = Response | 'network-error';

const anyAnswer = z.object({ status: z.number(), message: z.string(), data: z.unknown() });
/** An endpoint at `path` for these tests: the client reads only its method and path. */
const getAt = (path: string) => defineEndpoint({ method: 'GET', path, response: anyAnswer });
const postAt = (path: string) =>
  defineEndpoint({ method: 'POST', path, body: z.unknown(), response: anyAnswer });

/** A signed-out browser whose API calls answer, in turn, what `answers` holds. */
function stubBrowser(answers: Answer[]) {
  vi.stubGlobal('window', {
    location: { pathname: '/Campaigns', search: '', hash: '', hostname: 'athar.example' },
  });
  vi.stubGlobal('document', { cookie: '', querySelector: () => null, getElementById: () => null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const answer = answers.shift();
      // what fetch throws when the network is down or the server refuses the connection
      if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch');
      return answer;
    }),
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const gatewayPage = (status: number) =>
  new Response('<html><body><h1>Bad Gateway</h1></body></html>', {
    status,
    headers: { 'Content-Type': 'text/html' },
  });

/** Fresh modules: the api client, the banners and connection state, the global error handler. */
async function fresh() {
  vi.resetModules();
  return {
    client: await import('./api-client'),
    alerts: await import('./alerts'),
    queries: await import('./query-client'),
  };
}

describe('a call that never reaches the API (issue 16)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says in Arabic that the server could not be reached, not that the input was wrong, and clears once it answers', async () => {
    stubBrowser(['network-error', json(200, { status: 1, message: '', data: [] })]);
    const { client, alerts, queries } = await fresh();
    const failure = await client.call(getAt('/api/campaigns/list'), {}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ httpStatus: 0, message: UNREACHABLE, unreachable: true });
    expect(alerts.getConnection()).toBe('unreachable');

    // the global handler leaves it to the connection notice: no red banner over the page's heading
    queries.showApiError(failure);
    expect(alerts.getAlerts().error).toBeNull();
    for (const blame of [validationMessages.invalidValue, apiMessages.badRequest, 'طلبك']) {
      expect(UNREACHABLE).not.toContain(blame);
    }

    await client.call(getAt('/api/campaigns/list'), {});
    expect(alerts.getConnection()).toBeNull();
  });

  it.each([502, 503, 504])("takes a gateway's %i page for an unreachable server", async (status) => {
    stubBrowser([gatewayPage(status)]);
    const { client, alerts } = await fresh();
    await expect(client.call(postAt('/api/contact'), { body: { name: 'x' } })).rejects.toMatchObject({
      httpStatus: status,
      message: UNREACHABLE,
      unreachable: true,
    });
    expect(alerts.getConnection()).toBe('unreachable');
  });

  it("keeps the API's own answers: its 503 words, a refusal, a server error", async () => {
    stubBrowser([
      gatewayPage(502),
      json(503, { status: 0, message: apiMessages.unavailable, data: [] }),
      json(400, { status: 0, message: validationMessages.phoneInvalid, data: [] }),
      json(500, { status: 0, message: apiMessages.internal, data: [] }),
    ]);
    const { client, alerts, queries } = await fresh();
    await client.call(getAt('/api/x'), {}).catch(() => undefined);
    expect(alerts.getConnection()).toBe('unreachable');

    // the API answered (busy): the notice goes, and its own words are shown
    const busy = await client.call(getAt('/api/x'), {}).catch((error: unknown) => error);
    expect(busy).toMatchObject({ httpStatus: 503, message: apiMessages.unavailable, unreachable: false });
    expect(alerts.getConnection()).toBeNull();
    queries.showApiError(busy);
    expect(alerts.getAlerts().error).toBe(apiMessages.unavailable);

    await expect(client.call(getAt('/api/x'), {})).rejects.toMatchObject({
      message: validationMessages.phoneInvalid,
    });
    await expect(client.call(getAt('/api/x'), {})).rejects.toMatchObject({ message: apiMessages.internal });
    expect(alerts.getConnection()).toBeNull();
  });

  it('a file download that gets no answer says so too', async () => {
    stubBrowser(['network-error']);
    const { client, alerts } = await fresh();
    await expect(client.downloadFile(getAt('/api/charity/donations.csv'), {})).rejects.toMatchObject({
      message: UNREACHABLE,
    });
    expect(alerts.getConnection()).toBe('unreachable');
  });

  it("follows the browser's offline state, which an unreachable API does not override", async () => {
    stubBrowser(['network-error']);
    const { client, alerts } = await fresh();
    alerts.reportOnline(false);
    expect(alerts.getConnection()).toBe('offline');
    await client.call(getAt('/api/x'), {}).catch(() => undefined);
    expect(alerts.getConnection()).toBe('offline');
    // a navigation clears the banners, not the offline state
    alerts.clearAlerts();
    expect(alerts.getConnection()).toBe('offline');
    alerts.reportOnline(true);
    expect(alerts.getConnection()).toBeNull();
  });

  it('an unreachable notice can be closed, and goes on the next navigation', async () => {
    stubBrowser(['network-error', 'network-error']);
    const { client, alerts } = await fresh();
    await client.call(getAt('/api/x'), {}).catch(() => undefined);
    alerts.dismissUnreachable();
    expect(alerts.getConnection()).toBeNull();
    await client.call(getAt('/api/x'), {}).catch(() => undefined);
    expect(alerts.getConnection()).toBe('unreachable');
    alerts.clearAlerts();
    expect(alerts.getConnection()).toBeNull();
  });

  it('an aborted call is not a lost connection', async () => {
    stubBrowser([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    const { client, alerts } = await fresh();
    const controller = new AbortController();
    controller.abort();
    await expect(client.call(getAt('/api/x'), {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(alerts.getConnection()).toBeNull();
  });
});
