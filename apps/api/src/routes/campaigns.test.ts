import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { campaignDetails } from '@athar/contract/campaigns/details';
import { campaignCard } from '@athar/contract/campaigns/campaign-card';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)('GET /api/campaigns/details on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('gives one campaign’s page data by campid, even while it is hidden', async () => {
    const hidden = await t.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
      .select(['c.id', 'c.code', 'c.title', 'c.collected', 'p.amount', 'n.sms_short_number', 'n.merchant_id'])
      .where('c.collected', '<', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .executeTakeFirstOrThrow();
    const response = await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${hidden.id}&uid=` });
    expect(response.statusCode).toBe(200);
    const details = campaignDetails.parse(response.json().data[0]);
    expect(details).toMatchObject({
      campaign_id: hidden.id,
      campaign_title: hidden.title,
      campaign_collected: hidden.collected / 100,
      project_amount: hidden.amount / 100,
      units_completed: Math.floor(hidden.collected / hidden.amount),
      smsCode: String(hidden.code),
      SMSshortNumber: hidden.sms_short_number,
      EPayment: hidden.merchant_id !== null,
      visible: false,
      isFavorite: false,
    });
  });

  it('answers an unknown campaign with 404', async () => {
    const response = await t.call({ method: 'GET', url: '/api/campaigns/details?campid=987654321' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, message: 'لم نجد هذه الحملة' });
  });

  it('lists visible campaign cards only, newest first by default', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/campaigns/details?offset=0&rowscount=20&uid=',
    });
    const cards = response.json().data.map((card: unknown) => campaignCard.parse(card));
    expect(cards).toHaveLength(20);
    for (const card of cards) expect(card.campaign_collected).toBeGreaterThanOrEqual(100);
  });
});
