import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createDonation } from '../test/donation-factories';
import { createSession } from '../services/accounts/sessions';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

// no stale-while-revalidate: a browser would show a donor the list from before their own gift
const SHARED = /^public, max-age=0, s-maxage=\d+$/;

describe.each(oneEngine)('HTTP caching of the public campaign reads on %s', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let visitor: LoggedInUser;
  let details: string;
  let donors: string;
  /** what else a campaign page asks once its sections load (docs/PERFORMANCE.md: a viral link) */
  let pageReads: string[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db, { cash: true, collected: 10_000 });
    visitor = await createLoggedInUser(t.db);
    details = `/api/campaigns/details?campid=${campaign.id}`;
    donors = `/api/campaigns/donations?campid=${campaign.id}&offset=0&rowscount=21`;
    pageReads = [
      `/api/campaigns/duas?campid=${campaign.id}`,
      `/api/campaigns/khatma?campid=${campaign.id}`,
      `/api/campaigns/family-updates?campid=${campaign.id}&offset=0&rowscount=5`,
      `/api/campaigns/updates?campid=${campaign.id}&offset=0&rowscount=5`,
      `/api/follows/options?campid=${campaign.id}`,
    ];
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

  it('gives the details, donors, listing and search a stable ETag and a short shared cache life', async () => {
    for (const url of [
      details,
      donors,
      '/api/campaigns/details?offset=0&rowscount=20&filter=desc',
      `/api/search?text=${encodeURIComponent('محمود')}`,
      ...pageReads,
    ]) {
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(second.headers.etag, url).toBe(first.headers.etag);
      expect(first.headers['cache-control'], url).toMatch(SHARED);
      expect(first.headers.vary, url).toBe('authorization, cookie');
    }
  });

  it('answers 304 without a body when If-None-Match names the current answer', async () => {
    const first = await get(details);
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const again = await get(details, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body, ifNoneMatch).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get(details, { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
  });

  it('gives a new ETag once a confirmed donation changes the total and the donors', async () => {
    const [detailsBefore, donorsBefore] = [await get(details), await get(donors)];
    const id = await createDonation(t.db, campaign, { type: 'cash', amount: 30_000 });
    const confirmed = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/donations/${id}/confirm`,
      payload: {},
    });
    expect(confirmed.statusCode).toBe(200);
    for (const [url, before] of [
      [details, detailsBefore],
      [donors, donorsBefore],
    ] as const) {
      const after = await get(url, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag, url).not.toBe(before.headers.etag);
    }
    const collected = (answer: { json(): unknown }) =>
      (answer.json() as { data: { campaign_collected: number }[] }).data[0]!.campaign_collected;
    expect(collected(await get(details))).toBe(collected(detailsBefore) + 300);
  });

  it('never lets a shared cache keep an answer to a request with a session', async () => {
    for (const headers of [
      visitor.auth,
      { cookie: 'theme=dark; user=%7B%22user_id%22%3A1%7D' },
      { cookie: 'staff=%7B%7D' },
    ]) {
      for (const url of [details, donors, '/api/campaigns/details?offset=0&rowscount=20', ...pageReads]) {
        const answer = await get(url, headers);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['cache-control'], url).toBe('private, no-cache');
        expect(answer.headers['cache-control'], url).not.toContain('s-maxage');
      }
    }
    // a cookie that is no session leaves the answer public
    expect((await get(details, { cookie: 'theme=dark' })).headers['cache-control']).toMatch(SHARED);
  });

  it('keeps personal answers out of every cache', async () => {
    const family = await get(
      `/api/campaigns/family-donors?campid=${campaign.id}&offset=0&rowscount=20`,
      (await createLoggedInUser(t.db)).auth,
    );
    expect(family.headers['cache-control']).toBe('private, no-store');
    // the khatma's writes name the viewer's own ajza' (its GET is a public read)
    const opened = await t.call({
      method: 'POST',
      url: '/api/campaigns/khatma',
      payload: { campid: campaign.id },
      headers: { authorization: `Bearer ${await createSession(t.db, campaign.creator.id)}` },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.headers.etag).toBeUndefined();
    const profile = await get('/api/users/details', visitor.auth);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control'] ?? '').not.toMatch(/public|s-maxage/);
    expect(profile.headers.etag).toBeUndefined();
  });

  it('leaves errors without a validator or shared caching', async () => {
    const missing = await get('/api/campaigns/details?campid=999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control'] ?? '').not.toContain('public');
  });
});
