import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { campaignGivingNightsEndpoint } from '@athar/contract/giving/schedules';
import { addDays, cairoDay } from '../lib/cairo-time';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser, createUser } from '../test/factories';
import { createSchedule, createScheduleNight, fridaysFrom } from '../test/giving-factories';
import { createSession } from '../services/accounts/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

describe.each(oneEngine)("the family's count of givers per night on %s", (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let familyAuth: { authorization: string };
  const today = cairoDay(new Date());
  const [pastFriday] = fridaysFrom(addDays(today, -14), 1);
  const coming = fridaysFrom(addDays(today, 1), 3);

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db);
    familyAuth = { authorization: `Bearer ${await createSession(t.db, campaign.creator.id)}` };
    const since = new Date(Date.now() - 15 * 86_400_000);
    const endsOn = addDays(today, 30);
    // shown, with bidi controls and a formula-looking start in the name it typed
    const shown = await createSchedule(t.db, campaign, {
      donor: '=سارة\u202E أحمد',
      email: 'sara.shown@example.com',
      createdAt: since,
      endsOn,
    });
    // hid their name on the schedule
    await createSchedule(t.db, campaign, {
      donor: 'اسم مخفي',
      email: 'hidden.donor@example.com',
      hideData: true,
      createdAt: since,
      endsOn,
    });
    // an account that hides its data everywhere
    const private_ = await createUser(t.db, { hide_data: true });
    await createSchedule(t.db, campaign, {
      userId: private_.id,
      donor: 'حساب مخفي',
      createdAt: since,
      endsOn,
    });
    // paused: not giving
    await createSchedule(t.db, campaign, {
      donor: 'موقوف مؤقتا',
      status: 'paused',
      createdAt: since,
      endsOn,
    });
    // cancelled after one confirmed gift: the gift still counts
    const cancelled = await createSchedule(t.db, campaign, {
      donor: 'ملغى لاحقا',
      status: 'cancelled',
      createdAt: since,
      endsOn,
    });
    await createScheduleNight(t.db, campaign, {
      scheduleId: cancelled,
      night: pastFriday!,
      status: 'confirmed',
      amount: 50_000,
    });
    await createScheduleNight(t.db, campaign, {
      scheduleId: shown,
      night: pastFriday!,
      status: 'confirmed',
      amount: 20_000,
    });
    // the shown donor skips the first coming Friday
    await createScheduleNight(t.db, campaign, { scheduleId: shown, night: coming[0]!, status: 'skipped' });
    // another campaign's schedule is not counted here
    const elsewhere = await createCreatorCampaign(t.db);
    await createSchedule(t.db, elsewhere, { donor: 'حملة أخرى', createdAt: since, endsOn });
  });
  afterAll(() => t.close());

  const nights = (campaignId: number, headers: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: `/api/campaigns/giving-nights?campid=${campaignId}`, headers });

  it('counts the active givers of each night, the confirmed gifts, and only the names shown', async () => {
    const response = await nights(campaign.id, familyAuth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = campaignGivingNightsEndpoint.response.parse(response.json()).data;
    const byNight = new Map(data.nights.map((night) => [night.night, night]));
    expect(data.nights.map((night) => night.night)).toEqual([...byNight.keys()].sort());

    expect(byNight.get(pastFriday!)).toMatchObject({
      occasion: 'friday',
      givers: 3,
      confirmed: 2,
      confirmed_piasters: 70_000,
      // the cancelled schedule's donor showed their name: their confirmed gift names them
      shown_names: ['=سارة أحمد', 'ملغى لاحقا'],
    });
    expect(byNight.get(pastFriday!)!.label).toContain('الجمعة');
    // skipped by the shown donor: the two hidden ones give, nameless
    expect(byNight.get(coming[0]!)).toMatchObject({
      givers: 2,
      confirmed: 0,
      confirmed_piasters: 0,
      shown_names: [],
    });
    expect(byNight.get(coming[1]!)).toMatchObject({ givers: 3, confirmed: 0, shown_names: ['=سارة أحمد'] });

    // never a hidden name, an e-mail, a phone, nor a bidi control
    for (const hidden of ['اسم مخفي', 'حساب مخفي', 'حملة أخرى', 'موقوف مؤقتا', '@', '010', '\u202E']) {
      expect(response.body).not.toContain(hidden);
    }
  });

  it('answers 404 to anyone but the family, and 401 without a login', async () => {
    const stranger = await createLoggedInUser(t.db);
    const refused = await nights(campaign.id, stranger.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(apiMessages.campaignNotFound);
    expect((await nights(999_999_999, familyAuth)).statusCode).toBe(404);
    expect((await nights(campaign.id)).statusCode).toBe(401);
    const bad = await nights(Number.NaN, familyAuth);
    expect(bad.statusCode).toBe(400);
  });

  it('lets a co-administrator see the counts', async () => {
    const helper = await createLoggedInUser(t.db);
    await t.db
      .insertInto('campaign_admins')
      .values({ campaign_id: campaign.id, user_id: helper.id, invited_by: campaign.creator.id })
      .execute();
    expect((await nights(campaign.id, helper.auth)).statusCode).toBe(200);
  });
});
