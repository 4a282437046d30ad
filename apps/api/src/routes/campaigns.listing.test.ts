import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { campaignCard, type CampaignCard } from '@athar/contract/campaigns/campaign-card';
import { createLoggedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

/** GET /api/campaigns/details?<query> on `t`: its cards, each checked against the contract. */
async function cardsOf(
  t: TestApp,
  query: string,
  headers: Record<string, string> = {},
): Promise<CampaignCard[]> {
  const response = await t.call({ method: 'GET', url: `/api/campaigns/details?${query}`, headers });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ status: 1, message: '' });
  return body.data.map((card: unknown) => campaignCard.parse(card));
}

describe.each(oneEngine)('GET /api/campaigns/details (listing) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const cards = (query: string, headers?: Record<string, string>) => cardsOf(t, query, headers);

  async function visibleIds() {
    const rows = await t.db
      .selectFrom('campaigns')
      .select('id')
      .where('collected', '>=', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => row.id);
  }

  it('pages through every visible campaign, newest first, and never a hidden one', async () => {
    const expected = await visibleIds();
    const seen: number[] = [];
    for (let offset = 0; offset < expected.length + 20; offset += 20) {
      seen.push(...(await cards(`offset=${offset}&rowscount=20&uid=`)).map((card) => card.campaign_id));
    }
    expect(seen).toEqual(expected);
    const hiddenCount = await t.db
      .selectFrom('campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('collected', '<', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .executeTakeFirstOrThrow();
    expect(Number(hiddenCount.n)).toBeGreaterThan(0);
  });

  it('gives 5 home cards for rowscount=5, and pages that do not overlap', async () => {
    const first = await cards('rowscount=5&uid=&filter=desc');
    const second = await cards('offset=5&rowscount=5');
    const ten = await cards('offset=0&rowscount=10');
    expect(first).toHaveLength(5);
    expect([...first, ...second].map((c) => c.campaign_id)).toEqual(ten.map((c) => c.campaign_id));
  });

  it('sorts by every filter', async () => {
    const desc = (await cards('rowscount=100&offset=0&filter=desc')).map((c) => c.campaign_id);
    const asc = (await cards('rowscount=100&offset=0&filter=asc')).map((c) => c.campaign_id);
    const all = await visibleIds();
    expect(asc).toEqual([...all].reverse().slice(0, 100));
    expect(desc).toEqual(all.slice(0, 100));
    const collected = await cards('rowscount=50&filter=collected');
    for (let i = 1; i < collected.length; i++) {
      expect(collected[i - 1]!.campaign_collected).toBeGreaterThanOrEqual(collected[i]!.campaign_collected);
    }
    const donors = await cards('rowscount=50&filter=donors');
    for (let i = 1; i < donors.length; i++) {
      expect(donors[i - 1]!.total_of_donations).toBeGreaterThanOrEqual(donors[i]!.total_of_donations);
    }
  });

  it('pages by `after` (the last card the client has) exactly as by offset, for every sort', async () => {
    for (const filter of ['desc', 'asc', 'collected', 'donors']) {
      const byOffset = (await cards(`rowscount=100&filter=${filter}`)).map((c) => c.campaign_id);
      const byAfter: number[] = [];
      for (let offset = 0; offset < byOffset.length; offset += 7) {
        const after = offset === 0 ? '' : `&after=${byAfter.at(-1)}`;
        const page = await cards(`offset=${offset}&rowscount=7&filter=${filter}${after}`);
        byAfter.push(...page.map((c) => c.campaign_id));
      }
      expect(byAfter.slice(0, byOffset.length), filter).toEqual(byOffset);
    }
  });

  it('answers a bad query with status 0 and an Arabic message (shown in place of the cards)', async () => {
    const response = await t.call({ method: 'GET', url: '/api/campaigns/details?filter=sideways' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, data: [] });
    expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await t.call({ method: 'GET', url: '/api/campaigns/details?rowscount=0' })).statusCode).toBe(400);
  });

  it('flags the caller’s favourites from the bearer token and ignores another user’s uid', async () => {
    const [first] = await cards('rowscount=1');
    const owner = await createLoggedInUser(t.db);
    await t.db
      .insertInto('favourites')
      .values({ user_id: owner.id, campaign_id: first!.campaign_id })
      .execute();
    const mine = await cards('rowscount=1', owner.auth);
    expect(mine[0]).toMatchObject({ campaign_id: first!.campaign_id, isFavorite: true });
    const stranger = await createLoggedInUser(t.db);
    const theirs = await cards(`rowscount=1&uid=${owner.id}`, stranger.auth);
    expect(theirs[0]!.isFavorite).toBe(false);
    expect((await cards(`rowscount=1&uid=${owner.id}`))[0]!.isFavorite).toBe(false);
  });
});

/** Where the engine can change the answer: the forgiving search's SQL (ar_norm, trigrams, its keys). */
describe.each(testEngines)('GET /api/campaigns/details (listing), searched, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const cards = (query: string, headers?: Record<string, string>) => cardsOf(t, query, headers);

  it('seeks within a search too, and reads by offset when the `after` campaign does not exist', async () => {
    const search = `search=${encodeURIComponent('ال')}`;
    const all = (await cards(`${search}&rowscount=6`)).map((c) => c.campaign_id);
    expect(all.length).toBe(6);
    const second = await cards(`${search}&rowscount=3&offset=3&after=${all[2]}`);
    expect(second.map((c) => c.campaign_id)).toEqual(all.slice(3, 6));
    const gone = await cards(`${search}&rowscount=3&offset=3&after=999999999`);
    expect(gone.map((c) => c.campaign_id)).toEqual(all.slice(3, 6));
    expect((await t.call({ method: 'GET', url: '/api/campaigns/details?after=x' })).statusCode).toBe(400);
  });

  it('searches titles whatever the Arabic spelling, and takes LIKE wildcards literally', async () => {
    const found = await cards(`search=${encodeURIComponent('مصطفي عبد الحميد')}`);
    expect(found.map((c) => c.campaign_title)).toContain('المرحوم مصطفى عبد الحميد');
    const hamza = await cards(`search=${encodeURIComponent('احمد فواد')}`);
    expect(hamza.map((c) => c.campaign_title)).toContain('الأستاذ أحمد فؤاد');
    expect(await cards(`search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await cards(`search=${encodeURIComponent('_')}`)).toEqual([]);
  });

  it('answers a search without matches with status 1 and no cards (the page shows its empty state)', async () => {
    expect(await cards(`search=${encodeURIComponent('لا يوجد اسم كهذا أبدا')}`)).toEqual([]);
    expect(await cards('offset=100000&rowscount=20')).toEqual([]);
  });
});
