import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { campaignDetails } from '@athar/contract/campaigns/details';
import { campaignCard } from '@athar/contract/campaigns/campaign-card';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { piasters } from '@athar/contract/piasters';
import { recountCampaignTotals } from '../test/donation-factories';

describe.each(oneEngine)('GET /api/campaigns/details on %s', (engine) => {
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

  it('lists a campaign’s confirmed donors, newest first, hiding names that asked to be hidden', async () => {
    const db = t.db;
    const campaign = await db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select(['c.id', 'p.ngo_id'])
      .where('c.collected', '>=', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .executeTakeFirstOrThrow();
    const base = { campaign_id: campaign.id, ngo_id: campaign.ngo_id, channel: 1, type: 2 };
    const now = Date.now();
    await db
      .insertInto('donations')
      .values([
        {
          ...base,
          donor_name: 'سلمى الشريف',
          amount: piasters(25_000),
          status: 'confirmed',
          confirmed_at: new Date(now + 2000),
          comment: 'رحمه الله',
        },
        {
          ...base,
          donor_name: 'اسم مخفي',
          amount: piasters(30_000),
          status: 'confirmed',
          confirmed_at: new Date(now + 1000),
          hide_data: true,
        },
        { ...base, donor_name: 'لم يكتمل', amount: piasters(40_000), status: 'failed' },
      ])
      .execute();
    // the stored totals follow confirmed donations (as every confirmation does)
    await recountCampaignTotals(db, campaign.id);
    const response = await t.call({
      method: 'GET',
      url: `/api/campaigns/donations?campid=${campaign.id}&rowscount=2`,
    });
    expect(response.statusCode).toBe(200);
    const donors = response.json().data;
    expect(donors).toHaveLength(2);
    expect(donors[0]).toMatchObject({
      user_name: 'سلمى الشريف',
      donation_amount: 250,
      donation_comment: 'رحمه الله',
    });
    expect(donors[1]).toMatchObject({ user_name: 'فاعل خير', donation_amount: 300 });
    const { donors_count } = await db
      .selectFrom('campaigns')
      .select('donors_count')
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(donors[0].total_of_donations).toBe(donors_count);
    const all = (
      await t.call({ method: 'GET', url: `/api/campaigns/donations?campid=${campaign.id}&rowscount=100` })
    ).json().data;
    expect(all.map((donor: { user_name: string }) => donor.user_name)).not.toContain('لم يكتمل');
  });

  it('answers donors of an unknown campaign with 404, and a malformed campid with 400', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/campaigns/donations?campid=987654321' })).statusCode,
    ).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/api/campaigns/donations?campid=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});
