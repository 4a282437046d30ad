import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { piasters } from '@athar/contract/piasters';
import { campaignNightRows } from '../db/queries/giving-schedule-views';
import { legacyScheduleToken, nightToken, scheduleLinkKey } from '../lib/schedule-links';
import { confirmDonation } from '../services/donations/confirm-donation';
import type { CreatorCampaign } from '../test/campaign-factories';
import { createGatewayCampaign } from '../test/gateway-factories';
import { createSchedule, createScheduleNight } from '../test/giving-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

// the 27th night of Ramadan 1448 and the night after it
const NIGHT = '2027-03-05';
const NEXT_NIGHT = '2027-03-06';

describe.each(oneEngine)('a gift made from a schedule night’s one-tap link on %s (issue 21)', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let other: CreatorCampaign;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createGatewayCampaign(t.db, ['wallet', 'kiosk']);
    other = await createGatewayCampaign(t.db, ['wallet']);
    key = scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET);
  });
  afterAll(() => t.close());

  /** A wallet schedule whose night's link went out (the nightly job's doing). */
  async function linkSent(target = campaign, status: 'link_sent' | 'charging' | 'failed' = 'link_sent') {
    const id = await createSchedule(t.db, target, { type: 'wallet', pattern: 'night_27', amount: 15_000 });
    await createScheduleNight(t.db, target, { scheduleId: id, night: NIGHT, occasion: 'ramadan_27', status });
    return id;
  }

  /** POST /api/donations as the one-tap link's form sends it. */
  const send = (token: string | undefined, target = campaign) =>
    t.call({
      method: 'POST',
      url: '/api/donations',
      payload: {
        donation: {
          consent: true,
          user_name: 'هالة منصور',
          email: 'hala@example.com',
          amount: 150,
          campaign_id: target.id,
          type: PAYMENT_TYPE.wallet,
          ...(token === undefined ? {} : { schedule_night: token }),
        },
      },
    });

  /** The same, answering the new donation's id. */
  async function give(token: string | undefined, target = campaign): Promise<number> {
    const response = await send(token, target);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0].donation_id as number;
  }

  const donation = (id: number) =>
    t.db
      .selectFrom('donations')
      .select([
        'schedule_id',
        sql<string | null>`to_char(schedule_night, 'YYYY-MM-DD')`.as('night'),
        'status',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const night = (scheduleId: number) =>
    t.db
      .selectFrom('giving_nights')
      .select(['status', 'donation_id'])
      .where('schedule_id', '=', scheduleId)
      .executeTakeFirstOrThrow();

  it('ties the gift to its night, and its confirmation gives the night: the family counts it', async () => {
    const scheduleId = await linkSent();
    const id = await give(nightToken(key, scheduleId, NIGHT));
    expect(await donation(id)).toEqual({ schedule_id: scheduleId, night: NIGHT, status: 'pending' });
    // pending: the night still waits for its gift
    expect(await night(scheduleId)).toEqual({ status: 'link_sent', donation_id: null });

    await confirmDonation(t.db, id);
    expect(await night(scheduleId)).toEqual({ status: 'confirmed', donation_id: id });
    const rows = await campaignNightRows(t.db, campaign.id);
    expect(rows.find((row) => row.schedule_id === scheduleId)).toMatchObject({
      night: NIGHT,
      status: 'confirmed',
      donation_status: 'confirmed',
      donation_amount: 15_000,
    });
    // the same link again, once the night is given: an ordinary gift, the night keeps its first
    const again = await give(nightToken(key, scheduleId, NIGHT));
    expect(await donation(again)).toEqual({ schedule_id: null, night: null, status: 'pending' });
    await confirmDonation(t.db, again);
    expect(await night(scheduleId)).toEqual({ status: 'confirmed', donation_id: id });
  });

  it('gives the night to the first of two tries that is confirmed', async () => {
    const scheduleId = await linkSent();
    const token = nightToken(key, scheduleId, NIGHT);
    const first = await give(token);
    const second = await give(token);
    await confirmDonation(t.db, second);
    await confirmDonation(t.db, first);
    expect(await night(scheduleId)).toEqual({ status: 'confirmed', donation_id: second });
    expect((await donation(first)).schedule_id).toBe(scheduleId);
  });

  it('pays by hand for a card night the bank declined twice', async () => {
    const scheduleId = await linkSent(campaign, 'failed');
    const id = await give(nightToken(key, scheduleId, NIGHT));
    await confirmDonation(t.db, id);
    expect(await night(scheduleId)).toEqual({ status: 'confirmed', donation_id: id });
  });

  it('makes an ordinary gift of a forged, altered, re-aimed or spent token, and never turns the donor away', async () => {
    const scheduleId = await linkSent();
    const elsewhere = await linkSent(other);
    const charging = await linkSent(campaign, 'charging');
    const token = nightToken(key, scheduleId, NIGHT);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const attempts = [
      // another night under this night's signature
      `n.${scheduleId}.${NEXT_NIGHT}.${signature}`,
      // another schedule under this one's signature
      `n.${elsewhere}.${NIGHT}.${signature}`,
      // a night of another campaign's schedule, properly signed, sent with a gift to this campaign
      nightToken(key, elsewhere, NIGHT),
      // signed with another secret
      nightToken(scheduleLinkKey('not-the-server-secret'), scheduleId, NIGHT),
      // the schedule's self-service token is not a night's
      legacyScheduleToken(key, scheduleId),
      // a night the bank is charging right now is not paid a second time
      nightToken(key, charging, NIGHT),
      // a night that was never sent
      nightToken(key, scheduleId, NEXT_NIGHT),
      `${token}x`,
      'n.1.2027-03-05.$&\u202e=HYPERLINK("x")',
      '',
    ];
    for (const attempt of attempts) {
      const id = await give(attempt);
      expect(await donation(id), attempt).toEqual({ schedule_id: null, night: null, status: 'pending' });
      await confirmDonation(t.db, id);
    }
    expect(await night(scheduleId)).toEqual({ status: 'link_sent', donation_id: null });
    expect(await night(elsewhere)).toEqual({ status: 'link_sent', donation_id: null });
    expect((await night(charging)).status).toBe('charging');
  });

  it('refuses a token field too long to be one, in Arabic', async () => {
    const response = await send('n'.repeat(500));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

/**
 * Issue 34, hole 5 (docs/decisions/027): a night's one-tap link gives its night only with a gift of exactly
 * the night's amount (what the schedule gave a night when the night was claimed) to the schedule's own
 * campaign. Any other amount is an ordinary gift — the donor is not turned away — that gives no night.
 * Before, a 100 EGP gift made from the link of a 1,000 EGP night marked the night as given.
 */
describe.each(testEngines)('a night link bound to its night’s amount on %s (issue 34)', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createGatewayCampaign(t.db, ['wallet']);
    key = scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET);
  });
  afterAll(() => t.close());

  /** A wallet schedule of 1,000 EGP a night whose night's link went out. */
  async function linkSent(amount = 100_000) {
    const id = await createSchedule(t.db, campaign, { type: 'wallet', pattern: 'night_27', amount });
    await createScheduleNight(t.db, campaign, {
      scheduleId: id,
      night: NIGHT,
      occasion: 'ramadan_27',
      status: 'link_sent',
    });
    return id;
  }
  /** POST /api/donations from the night's link with `egp`: the new donation's id */
  async function give(scheduleId: number, egp: number): Promise<number> {
    const response = await t.call({
      method: 'POST',
      url: '/api/donations',
      payload: {
        donation: {
          consent: true,
          user_name: 'هالة منصور',
          email: 'hala@example.com',
          amount: egp,
          campaign_id: campaign.id,
          type: PAYMENT_TYPE.wallet,
          schedule_night: nightToken(key, scheduleId, NIGHT),
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0].donation_id as number;
  }
  /** The same, confirmed as the gateway would: its row */
  async function giveAndConfirm(scheduleId: number, egp: number) {
    const id = await give(scheduleId, egp);
    await confirmDonation(t.db, id);
    return t.db
      .selectFrom('donations')
      .select(['id', 'schedule_id', 'amount', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }
  const night = (scheduleId: number) =>
    t.db
      .selectFrom('giving_nights')
      .select(['status', 'donation_id', 'amount'])
      .where('schedule_id', '=', scheduleId)
      .executeTakeFirstOrThrow();

  it('gives no night with a smaller or a larger gift: each is an ordinary, counted gift', async () => {
    const scheduleId = await linkSent();
    for (const egp of [100, 999, 1_001, 5_000]) {
      const gift = await giveAndConfirm(scheduleId, egp);
      expect(gift, String(egp)).toMatchObject({ schedule_id: null, amount: egp * 100, status: 'confirmed' });
      expect(await night(scheduleId)).toEqual({ status: 'link_sent', donation_id: null, amount: 100_000 });
    }
    // the night's own amount gives it
    const given = await giveAndConfirm(scheduleId, 1_000);
    expect(given).toMatchObject({ schedule_id: scheduleId, status: 'confirmed' });
    expect(await night(scheduleId)).toEqual({ status: 'confirmed', donation_id: given.id, amount: 100_000 });
  });

  it('keeps the amount the night was claimed with when the schedule’s amount changes after', async () => {
    const scheduleId = await linkSent();
    await t.db
      .updateTable('giving_schedules')
      .set({ amount: piasters(10_000) })
      .where('id', '=', scheduleId)
      .execute();
    expect((await giveAndConfirm(scheduleId, 100)).schedule_id).toBeNull();
    expect((await night(scheduleId)).status).toBe('link_sent');
    expect((await giveAndConfirm(scheduleId, 1_000)).schedule_id).toBe(scheduleId);
    expect((await night(scheduleId)).status).toBe('confirmed');
  });

  it('never gives a night by the confirmation of a gift tied to it with another amount', async () => {
    const scheduleId = await linkSent();
    // a gift of 100 EGP that names the night (as the old code tied one), waiting for its payment
    const gift = await give(scheduleId, 100);
    await t.db
      .updateTable('donations')
      .set({ schedule_id: scheduleId, schedule_night: NIGHT })
      .where('id', '=', gift)
      .execute();
    await confirmDonation(t.db, gift);
    expect(await night(scheduleId)).toEqual({ status: 'link_sent', donation_id: null, amount: 100_000 });
  });
});
