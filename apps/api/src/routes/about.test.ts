import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementsResponse } from '@athar/contract/about/achievements';
import { faqResponse } from '@athar/contract/about/faq';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { createCreatorCampaign } from '../test/campaign-factories';

describe.each(oneEngine)('about calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('achievements count confirmed donations of visible campaigns only', async () => {
    const { rows } = await sql<{ total: number; campaigns: number; donors: number }>`
      SELECT sum(d.amount) AS total, count(DISTINCT c.id) AS campaigns, count(*) AS donors
      FROM donations d JOIN campaigns c ON c.id = d.campaign_id
      WHERE d.status = 'confirmed' AND c.collected >= ${CAMPAIGN_VISIBLE_FROM_PIASTERS}`.execute(t.db);
    const expected = rows[0]!;
    const body = achievementsResponse.parse(
      (await t.call({ method: 'GET', url: '/api/about/achievements' })).json(),
    );
    expect(body.data[0]).toEqual({
      total_donations: expected.total / 100,
      total_campaigns: expected.campaigns,
      total_donators: expected.donors,
    });
  });

  it('a hidden campaign’s donations do not count', async () => {
    const before = achievementsResponse.parse(
      (await t.call({ method: 'GET', url: '/api/about/achievements' })).json(),
    );
    const hidden = await createCreatorCampaign(t.db, { collected: CAMPAIGN_VISIBLE_FROM_PIASTERS / 2 });
    const stored = await t.db
      .selectFrom('campaigns')
      .select(['collected', 'donors_count'])
      .where('id', '=', hidden.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ collected: CAMPAIGN_VISIBLE_FROM_PIASTERS / 2, donors_count: 1 });
    const after = achievementsResponse.parse(
      (await t.call({ method: 'GET', url: '/api/about/achievements' })).json(),
    );
    expect(after.data[0]).toEqual(before.data[0]);
  });

  it('FAQs come grouped for donors and for campaign creators', async () => {
    const body = faqResponse.parse((await t.call({ method: 'GET', url: '/api/about/faq' })).json());
    expect(body.data[0]!.donators.length).toBeGreaterThanOrEqual(5);
    expect(body.data[0]!.creators.length).toBeGreaterThanOrEqual(5);
  });

  it('press is an empty list until there is coverage', async () => {
    const response = await t.call({ method: 'GET', url: '/api/about/press' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, message: '', data: [] });
  });
});
