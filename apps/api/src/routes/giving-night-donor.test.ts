import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import { nightDonor } from '@athar/contract/giving/night-donor';
import { validationMessages } from '@athar/contract/messages';
import { nightToken, scheduleLinkKey } from '../lib/schedule-links';
import { confirmDonation } from '../services/donations/confirm-donation';
import type { CreatorCampaign } from '../test/campaign-factories';
import { createGatewayCampaign } from '../test/gateway-factories';
import { createSchedule, createScheduleNight } from '../test/giving-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

// the 27th night of Ramadan 1448, and the night after it
const NIGHT = '2027-03-05';
const NEXT_NIGHT = '2027-03-06';
const HALA = { name: 'هالة منصور', email: 'hala.mansour@example.com', phone: '01098765432' };

/**
 * Issue 35 (docs/decisions/027, amendment): a night's one-tap link opens the donation form knowing who
 * gives — the schedule's name, its e-mail masked, its phone's last digits — and a gift sent from it
 * without a name, an e-mail or a wallet phone is the schedule's donor's. A token that opens nothing
 * answers a 404 that says nothing, and fills nothing.
 */
describe.each(testEngines)('who a night’s one-tap link gives as, on %s (issue 35)', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let other: CreatorCampaign;
  let key: string;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createGatewayCampaign(t.db, ['wallet', 'kiosk']);
    other = await createGatewayCampaign(t.db, ['wallet']);
    key = scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET);
  });
  afterAll(() => t.close());

  // each call from its own address, so the per-address limits are tested on their own
  const call = (options: Parameters<TestApp['call']>[0]) =>
    t.call({ remoteAddress: `10.35.${Math.floor(++address / 250)}.${address % 250}`, ...options });
  const ask = (token: string, target = campaign) =>
    call({
      method: 'GET',
      url: `/api/giving-schedules/night?token=${encodeURIComponent(token)}&campid=${target.id}`,
    });

  /** Hala's wallet schedule of 150 EGP a night whose night is `status` (its link went out unless told). */
  async function halasNight(
    status: 'link_sent' | 'charging' | 'confirmed' | 'skipped' = 'link_sent',
    target = campaign,
  ) {
    const id = await createSchedule(t.db, target, {
      type: 'wallet',
      pattern: 'night_27',
      amount: 15_000,
      donor: HALA.name,
      email: HALA.email,
      msisdn: HALA.phone,
    });
    await createScheduleNight(t.db, target, {
      scheduleId: id,
      night: NIGHT,
      occasion: 'ramadan_27',
      status,
      amount: 15_000,
    });
    return id;
  }

  /** POST /api/donations from the night's link with what the form sends: nothing of the donor unless told. */
  const give = (token: string, donor: Record<string, string> = {}, type: number = PAYMENT_TYPE.wallet) =>
    call({
      method: 'POST',
      url: '/api/donations',
      payload: {
        donation: { amount: 150, campaign_id: campaign.id, type, schedule_night: token, ...donor },
      },
    });
  const donation = (id: number) =>
    t.db
      .selectFrom('donations')
      .select(['donor_name', 'email', 'msisdn', 'schedule_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const donationCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('donations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the name, the e-mail masked, the phone’s last digits, the amount and the night — privately', async () => {
    const id = await halasNight();
    const response = await ask(nightToken(key, id, NIGHT));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(nightDonor.parse(response.json().data)).toEqual({
      donor_name: HALA.name,
      email_masked: 'h•••@example.com',
      phone_ending: '432',
      amount: 150,
      night: NIGHT,
      night_label: expect.stringMatching(/^ليلة 27 رمضان 1448 هـ/),
    });
    // neither the whole address nor the whole number is in the answer
    expect(response.body).not.toContain('hala.mansour');
    expect(response.body).not.toContain(HALA.phone.slice(0, 8));

    // a night the donor skipped may still be given from its link
    const skipped = await halasNight('skipped');
    expect((await ask(nightToken(key, skipped, NIGHT))).statusCode).toBe(200);
  });

  it('answers the same 404 that says nothing for a forged, altered, spent or another campaign’s token', async () => {
    const id = await halasNight();
    const given = await halasNight('confirmed');
    const charging = await halasNight('charging');
    const elsewhere = await halasNight('link_sent', other);
    const token = nightToken(key, id, NIGHT);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const attempts = [
      nightToken(scheduleLinkKey('not-the-server-secret'), id, NIGHT),
      `n.${id}.${NEXT_NIGHT}.${signature}`,
      `${token}x`,
      nightToken(key, id, NEXT_NIGHT),
      nightToken(key, given, NIGHT),
      nightToken(key, charging, NIGHT),
      nightToken(key, elsewhere, NIGHT),
      nightToken(key, 987_654_321, NIGHT),
      'n.1.2027-03-05.$&\u202e',
    ];
    const answers = await Promise.all(attempts.map((attempt) => ask(attempt)));
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode, attempts[index]).toBe(404);
      expect(answer.body).toBe(answers[0]!.body);
      expect(answer.json()).toMatchObject({ status: 0, message: givingMessages.scheduleNotFound });
    }
    // the other campaign's night opens on its own campaign's page
    expect((await ask(nightToken(key, elsewhere, NIGHT), other)).statusCode).toBe(200);
  });

  it('records a gift sent without name, e-mail or phone as the schedule’s donor’s, and gives the night', async () => {
    const id = await halasNight();
    const response = await give(nightToken(key, id, NIGHT));
    expect(response.statusCode, response.body).toBe(200);
    const gift = response.json().data[0].donation_id as number;
    expect(await donation(gift)).toEqual({
      donor_name: HALA.name,
      email: HALA.email,
      msisdn: HALA.phone,
      schedule_id: id,
    });
    await confirmDonation(t.db, gift);
    const night = await t.db
      .selectFrom('giving_nights')
      .select(['status', 'donation_id'])
      .where('schedule_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(night).toEqual({ status: 'confirmed', donation_id: gift });
  });

  it('uses what the donor typed after «تغيير», a wallet left without a phone included', async () => {
    const id = await halasNight();
    const typed = { user_name: 'خالد منصور', email: 'Khaled@example.com', msisdn: '' };
    const response = await give(nightToken(key, id, NIGHT), typed);
    expect(response.statusCode, response.body).toBe(200);
    expect(await donation(response.json().data[0].donation_id as number)).toEqual({
      donor_name: 'خالد منصور',
      email: 'khaled@example.com',
      msisdn: null,
      schedule_id: id,
    });
    // paid at a kiosk, the gift asks for no phone: the schedule's is not filled in
    const byKiosk = await halasNight();
    const kiosk = await give(nightToken(key, byKiosk, NIGHT), {}, PAYMENT_TYPE.kiosk);
    expect(kiosk.statusCode, kiosk.body).toBe(200);
    expect(await donation(kiosk.json().data[0].donation_id as number)).toMatchObject({
      email: HALA.email,
      msisdn: null,
    });
  });

  it('refuses a gift without name or e-mail in Arabic when its token opens nothing, and records nothing', async () => {
    const id = await halasNight();
    const given = await halasNight('confirmed');
    const before = await donationCount();
    for (const token of [
      nightToken(scheduleLinkKey('not-the-server-secret'), id, NIGHT),
      nightToken(key, given, NIGHT),
      '',
    ]) {
      const noEmail = await give(token, { user_name: 'خالد منصور' });
      expect(noEmail.statusCode, token).toBe(400);
      expect(noEmail.json().message).toBe(validationMessages.emailInvalid);
      expect(noEmail.json().errors).toEqual({ 'donation.email': validationMessages.emailInvalid });
      const nothing = await give(token);
      expect(nothing.statusCode, token).toBe(400);
      expect(nothing.json().errors).toMatchObject({
        'donation.user_name': validationMessages.nameShort,
        'donation.email': validationMessages.emailInvalid,
      });
    }
    expect(await donationCount()).toBe(before);
  });

  it('limits tokens that open nothing per address, as the schedule’s other no-login calls', async () => {
    const id = await halasNight();
    const fromOne = (token: string) =>
      t.call({
        method: 'GET',
        url: `/api/giving-schedules/night?token=${encodeURIComponent(token)}&campid=${campaign.id}`,
        remoteAddress: '10.35.99.1',
      });
    for (let n = 0; n < 20; n++) expect((await fromOne(`n.${id}.${NIGHT}.nope`)).statusCode).toBe(404);
    const limited = await fromOne(nightToken(key, id, NIGHT));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(givingMessages.manageLimited);
    // the donor elsewhere is not held back
    expect((await ask(nightToken(key, id, NIGHT))).statusCode).toBe(200);
  });
});
