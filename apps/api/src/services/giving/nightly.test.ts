import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nightToken, readScheduleToken, scheduleLinkKey } from '../../lib/schedule-links';
import { setHijriCorrection, clearHijriCorrection } from '../../db/queries/hijri-corrections';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { createCharity, createPermit } from '../../test/charity-factories';
import { createGatewayCampaign } from '../../test/gateway-factories';
import { evening, fakePay } from '../../test/fake-pay-charges';
import { createSchedule } from '../../test/giving-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { composeMail } from '../mail-outbox/compose-mail';
import { outboxMail } from '../mail-outbox/outbox-mail';
import { renderMail } from '../mail-template';
import { MAX_SMS_LENGTH } from './night-links';
import { runScheduledGiving } from './nightly';

const HOUR = 60 * 60_000;
/** Permits (under a year each) in force on every night these tests give on. */
const PERMITS = [
  { starts_on: '2026-01-01', ends_on: '2026-12-31' },
  { starts_on: '2027-01-01', ends_on: '2027-12-31' },
];

describe.each(testEngines)('the nightly job of scheduled giving on %s', (engine) => {
  let t: TestApp;
  let card: CreatorCampaign;
  let wallet: CreatorCampaign;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    card = await createCreatorCampaign(t.db, {
      charity: await createCharity(t.db, { card: true, permit: false }),
      title: 'سعاد إبراهيم',
      deceased_gender: 'female',
    });
    await permitted(card.ngo_id);
    wallet = await createGatewayCampaign(t.db, ['wallet', 'kiosk']);
    await permitted(wallet.ngo_id);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('giving_nights').execute();
    await t.db.deleteFrom('sms_outbox').where('kind', '=', 'schedule_night_link').execute();
    await t.db.deleteFrom('mail_outbox').execute();
    await t.db
      .updateTable('giving_schedules')
      .set({ status: 'cancelled', cancelled_at: new Date() })
      .execute();
  });

  /** The charity takes donations on every night of these tests (and only through these permits). */
  async function permitted(ngoId: number) {
    await t.db.deleteFrom('charity_permits').where('ngo_id', '=', ngoId).execute();
    for (const permit of PERMITS) await createPermit(t.db, { id: ngoId }, permit);
  }

  /** An active schedule as the set-up left it (a card one with its verified agreement). */
  const scheduleOf = (
    campaign: CreatorCampaign,
    options: {
      pattern: 'last_ten' | 'night_27' | 'fridays';
      setUpOn: string;
      endsOn: string;
      type?: 2 | 4 | 5;
    },
  ) =>
    createSchedule(t.db, campaign, {
      donor: 'هالة منصور',
      email: `donor-${++counter}@example.com`,
      pattern: options.pattern,
      amount: 15_000,
      type: options.type === 5 ? 'kiosk' : options.type === 4 ? 'wallet' : 'card',
      createdAt: new Date(`${options.setUpOn}T10:00:00Z`),
      endsOn: options.endsOn,
    });

  const nightsOf = (scheduleId: number) =>
    t.db
      .selectFrom('giving_nights')
      .select([
        sql<string>`to_char(night, 'YYYY-MM-DD')`.as('night'),
        'occasion',
        'status',
        'attempts',
        'donation_id',
        'next_attempt_at',
      ])
      .where('schedule_id', '=', scheduleId)
      .orderBy('night')
      .execute();
  const donationsOf = (scheduleId: number) =>
    t.db
      .selectFrom('donations')
      .select(['id', 'status', 'amount', 'type', 'campaign_id', 'email', 'donor_name', 'channel'])
      .where('schedule_id', '=', scheduleId)
      .execute();
  const mails = async (kind: string) =>
    (
      await t.db
        .selectFrom('mail_outbox')
        .select(['kind', 'payload'])
        .where('kind', '=', kind as never)
        .execute()
    ).map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload));
  const compose = async (kind: string, payload: unknown) =>
    composeMail(
      t.db,
      t.config.PUBLIC_URL,
      outboxMail.parse({ kind, payload }),
      undefined,
      undefined,
      scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET),
    );

  // the 27th night of Ramadan 1448 is the evening of 5 March 2027
  const NIGHT_27 = '2027-03-05';

  it('charges a card night once across parallel runs and a re-run, as one ordinary donation', async () => {
    const id = await scheduleOf(card, { pattern: 'night_27', setUpOn: '2026-11-26', endsOn: NIGHT_27 });
    const pay = fakePay(() => t);
    const runs = await Promise.all(
      [1, 2, 3].map(() => runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: pay.charge })),
    );
    expect(runs.reduce((sum, run) => sum + run.claimed.card, 0)).toBe(1);
    expect(pay.calls).toHaveLength(1);
    expect(pay.calls[0]!.attempt).toBe(1);
    const again = await runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: pay.charge });
    expect(again.claimed.card).toBe(0);
    expect(pay.calls).toHaveLength(1);

    const donations = await donationsOf(id);
    expect(donations).toEqual([
      {
        id: pay.calls[0]!.donationId,
        status: 'confirmed',
        amount: 15_000,
        type: 2,
        campaign_id: card.id,
        email: expect.stringMatching(/^donor-\d+@example\.com$/),
        donor_name: 'هالة منصور',
        channel: 1,
      },
    ]);
    expect(await nightsOf(id)).toEqual([
      expect.objectContaining({
        night: NIGHT_27,
        occasion: 'ramadan_27',
        status: 'confirmed',
        attempts: 1,
        donation_id: donations[0]!.id,
      }),
    ]);
    // no night on the evenings around it
    const before = await runScheduledGiving(t.app, evening('2027-03-04'), { chargeNight: pay.charge });
    expect(before.claimed.card).toBe(0);
  });

  it('gives nothing on a night the donor skipped, nor for a paused schedule', async () => {
    const skipped = await scheduleOf(card, { pattern: 'night_27', setUpOn: '2026-11-26', endsOn: NIGHT_27 });
    await t.db
      .insertInto('giving_nights')
      .values({ schedule_id: skipped, night: NIGHT_27, occasion: 'ramadan_27', status: 'skipped' })
      .execute();
    const paused = await scheduleOf(card, { pattern: 'night_27', setUpOn: '2026-11-26', endsOn: NIGHT_27 });
    await t.db.updateTable('giving_schedules').set({ status: 'paused' }).where('id', '=', paused).execute();
    const pay = fakePay(() => t);
    const run = await runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: pay.charge });
    expect(run.claimed).toEqual({ card: 0, links: 0 });
    expect(pay.calls).toEqual([]);
    expect(await donationsOf(skipped)).toEqual([]);
    expect((await nightsOf(skipped)).map((night) => night.status)).toEqual(['skipped']);
    expect(await nightsOf(paused)).toEqual([]);
  });

  it('claims nothing while the charity’s donations are paused, and gives the night once they are back', async () => {
    const charity = await createCharity(t.db, { card: true, permit: false });
    const campaign = await createCreatorCampaign(t.db, { charity });
    const id = await scheduleOf(campaign, { pattern: 'night_27', setUpOn: '2026-11-26', endsOn: NIGHT_27 });
    const pay = fakePay(() => t);
    const run = await runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: pay.charge });
    expect(run.charityPaused).toBe(1);
    expect(await nightsOf(id)).toEqual([]);
    await permitted(charity.id);
    const later = await runScheduledGiving(t.app, new Date(evening(NIGHT_27).getTime() + HOUR), {
      chargeNight: pay.charge,
    });
    expect(later.claimed.card).toBe(1);
    expect(pay.calls).toHaveLength(1);
  });

  it('retries a declined card an hour later, and confirms on the bank’s approval', async () => {
    const id = await scheduleOf(card, { pattern: 'night_27', setUpOn: '2026-11-26', endsOn: NIGHT_27 });
    const pay = fakePay(() => t, ['declined', 'confirmed']);
    const first = evening(NIGHT_27);
    expect((await runScheduledGiving(t.app, first, { chargeNight: pay.charge })).charges.retry).toBe(1);
    const [night] = await nightsOf(id);
    // declined: nothing is out at the bank until the retry
    expect(night).toMatchObject({ status: 'due', attempts: 1 });
    expect(new Date(night!.next_attempt_at!).getTime()).toBe(first.getTime() + HOUR);
    expect((await donationsOf(id))[0]!.status).toBe('pending');
    // a run before the hour is up asks nothing
    await runScheduledGiving(t.app, new Date(first.getTime() + 30 * 60_000), { chargeNight: pay.charge });
    expect(pay.calls).toHaveLength(1);
    const second = await runScheduledGiving(t.app, new Date(first.getTime() + HOUR), {
      chargeNight: pay.charge,
    });
    expect(second.charges.confirmed).toBe(1);
    expect(pay.calls.map((call) => call.attempt)).toEqual([1, 2]);
    expect(new Set(pay.calls.map((call) => call.donationId)).size).toBe(1);
    expect(await nightsOf(id)).toEqual([expect.objectContaining({ status: 'confirmed', attempts: 2 })]);
    expect((await donationsOf(id))[0]!.status).toBe('confirmed');
    expect(await mails('schedule_charge_failed')).toEqual([]);
  });

  it('declined twice: the donation failed, the night failed, and the donor mailed a link to pay by hand', async () => {
    const id = await scheduleOf(card, { pattern: 'night_27', setUpOn: '2026-11-26', endsOn: NIGHT_27 });
    const pay = fakePay(() => t, ['declined', 'declined']);
    await runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: pay.charge });
    const last = await runScheduledGiving(t.app, new Date(evening(NIGHT_27).getTime() + HOUR), {
      chargeNight: pay.charge,
    });
    expect(last.charges.failed).toBe(1);
    // nothing more is asked of the bank
    await runScheduledGiving(t.app, new Date(evening(NIGHT_27).getTime() + 3 * HOUR), {
      chargeNight: pay.charge,
    });
    expect(pay.calls.map((call) => call.attempt)).toEqual([1, 2]);
    const [donation] = await donationsOf(id);
    expect(donation!.status).toBe('failed');
    expect(await nightsOf(id)).toEqual([expect.objectContaining({ status: 'failed', attempts: 2 })]);
    const queued = await mails('schedule_charge_failed');
    expect(queued).toEqual([{ schedule_id: id, night: NIGHT_27, donation_id: donation!.id }]);

    const mail = await compose('schedule_charge_failed', queued[0]);
    expect(mail!.to).toMatch(/^donor-\d+@example\.com$/);
    expect(mail!.action!.url).toBe(
      `${t.config.PUBLIC_URL}/Campaign/${card.id}?give=150&method=card&night=${encodeURIComponent(nightToken(scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET), id, NIGHT_27))}`,
    );
    const manage = new URL(mail!.links![0]!.url);
    expect(manage.pathname).toBe(`/GivingSchedule/${id}`);
    expect(
      readScheduleToken(scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET), manage.searchParams.get('token')),
    ).toBe(id);
    const { text } = renderMail(mail!);
    expect(text).toContain('ليلة 27 رمضان 1448 هـ');
    expect(text).toContain('المرحومة سعاد إبراهيم، رحمها الله');
    expect(text).toContain('لم يُخصم منك شيء');
  });

  it('asks again with the same attempt when pay gives no answer (never counted as a decline)', async () => {
    const id = await scheduleOf(card, { pattern: 'night_27', setUpOn: '2026-11-26', endsOn: NIGHT_27 });
    const pay = fakePay(() => t, ['unreachable', 'pending', 'confirmed']);
    const start = evening(NIGHT_27);
    expect((await runScheduledGiving(t.app, start, { chargeNight: pay.charge })).charges.pending).toBe(1);
    expect(await nightsOf(id)).toEqual([expect.objectContaining({ status: 'charging', attempts: 0 })]);
    await runScheduledGiving(t.app, new Date(start.getTime() + HOUR), { chargeNight: pay.charge });
    await runScheduledGiving(t.app, new Date(start.getTime() + 2 * HOUR), { chargeNight: pay.charge });
    expect(pay.calls.map((call) => call.attempt)).toEqual([1, 1, 1]);
    expect(await nightsOf(id)).toEqual([expect.objectContaining({ status: 'confirmed', attempts: 1 })]);
  });

  it('sends a wallet night’s one-tap link once, by mail and by SMS, and makes no donation', async () => {
    const id = await scheduleOf(wallet, {
      pattern: 'night_27',
      setUpOn: '2026-11-26',
      endsOn: NIGHT_27,
      type: 4,
    });
    const pay = fakePay(() => t);
    const runs = await Promise.all(
      [1, 2, 3].map(() => runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: pay.charge })),
    );
    await runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: pay.charge });
    expect(runs.reduce((sum, run) => sum + run.claimed.links, 0)).toBe(1);
    expect(pay.calls).toEqual([]);
    expect(await donationsOf(id)).toEqual([]);
    expect(await nightsOf(id)).toEqual([expect.objectContaining({ status: 'link_sent', donation_id: null })]);
    const queued = await mails('schedule_night_link');
    expect(queued).toEqual([{ schedule_id: id, night: NIGHT_27 }]);
    const sms = await t.db
      .selectFrom('sms_outbox')
      .select(['kind', 'schedule_id', 'donation_id', 'body'])
      .where('schedule_id', '=', id)
      .execute();
    expect(sms).toHaveLength(1);
    const token = encodeURIComponent(nightToken(scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET), id, NIGHT_27));
    const oneTap = `${t.config.PUBLIC_URL}/Campaign/${wallet.id}?give=150&method=wallet&night=${token}`;
    expect(sms[0]).toMatchObject({ kind: 'schedule_night_link', schedule_id: id, donation_id: null });
    expect(sms[0]!.body.length).toBeLessThanOrEqual(MAX_SMS_LENGTH);
    expect(sms[0]!.body).toContain(oneTap);
    expect(sms[0]!.body).toContain(`/GivingSchedule/${id}?token=`);
    expect(sms[0]!.body).toContain('ليلة 27 رمضان');

    const mail = await compose('schedule_night_link', queued[0]);
    expect(mail!.action!.url).toBe(oneTap);
    expect(mail!.links![0]!.url).toContain(`night=${NIGHT_27}`);
    // a night skipped after the mail was queued mails no one
    await t.db
      .updateTable('giving_nights')
      .set({ status: 'skipped' })
      .where('schedule_id', '=', id)
      .execute();
    expect(await compose('schedule_night_link', queued[0])).toBeNull();
  });

  it('keeps an SMS within its length with a very long name', async () => {
    const long = await createGatewayCampaign(t.db, ['kiosk']);
    await t.db
      .updateTable('campaigns')
      .set({ title: 'عبد الرحمن '.repeat(30).trim() })
      .where('id', '=', long.id)
      .execute();
    await permitted(long.ngo_id);
    const id = await scheduleOf(long, {
      pattern: 'night_27',
      setUpOn: '2026-11-26',
      endsOn: NIGHT_27,
      type: 5,
    });
    await runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: fakePay(() => t).charge });
    const sms = await t.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('schedule_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sms.body.length).toBeLessThanOrEqual(MAX_SMS_LENGTH);
    const token = nightToken(scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET), id, NIGHT_27);
    expect(sms.body).toContain(`method=kiosk&night=${encodeURIComponent(token)}`);
  });

  it('across a Ramadan boundary: set up during the last ten, gives on the nights left of that Ramadan only', async () => {
    // set up on the 25th night of Ramadan 1447 (13 March 2026): the 25th to the 30th (18 March)
    const id = await scheduleOf(card, { pattern: 'last_ten', setUpOn: '2026-03-13', endsOn: '2026-03-18' });
    const pay = fakePay(() => t);
    for (const day of ['2026-03-12', '2026-03-13', '2026-03-14', '2026-03-18', '2026-03-19', '2027-02-27']) {
      await runScheduledGiving(t.app, evening(day), { chargeNight: pay.charge });
    }
    expect(await nightsOf(id)).toEqual([
      expect.objectContaining({ night: '2026-03-13', occasion: 'ramadan_25', status: 'confirmed' }),
      expect.objectContaining({ night: '2026-03-14', occasion: 'ramadan_26', status: 'confirmed' }),
      expect.objectContaining({ night: '2026-03-18', occasion: 'ramadan_30', status: 'confirmed' }),
    ]);
    expect(await donationsOf(id)).toHaveLength(3);
  });

  it('follows a correction of Ramadan made after the set-up', async () => {
    // planned without corrections: 1448's nine nights, 27 February to 7 March 2027
    const id = await scheduleOf(card, { pattern: 'last_ten', setUpOn: '2026-11-26', endsOn: '2027-03-07' });
    const pay = fakePay(() => t);
    await runScheduledGiving(t.app, evening('2027-02-26'), { chargeNight: pay.charge });
    expect(await nightsOf(id)).toEqual([]);
    // Egypt began Ramadan 1448 a day earlier: the 21st night is the evening of 26 February
    await t.db.transaction().execute((trx) => setHijriCorrection(trx, 1448, 9, -1));
    try {
      await runScheduledGiving(t.app, evening('2027-02-26'), { chargeNight: pay.charge });
      await runScheduledGiving(t.app, evening('2027-03-07'), { chargeNight: pay.charge });
    } finally {
      await clearHijriCorrection(t.db, 1448, 9);
    }
    expect(await nightsOf(id)).toEqual([
      expect.objectContaining({ night: '2027-02-26', occasion: 'ramadan_21', status: 'confirmed' }),
      expect.objectContaining({ night: '2027-03-07', occasion: 'ramadan_30', status: 'confirmed' }),
    ]);
  });

  it('mails what was set up: each night by name, the amount, the total and the self-service link', async () => {
    const id = await scheduleOf(wallet, {
      pattern: 'last_ten',
      setUpOn: '2026-11-26',
      endsOn: '2027-03-07',
      type: 5,
    });
    const mail = await compose('schedule_started', { schedule_id: id });
    const { text } = renderMail(mail!);
    expect(text).toContain('ليلة 21 رمضان 1448 هـ');
    expect(text).toContain('ليلة 29 رمضان 1448 هـ');
    expect(text).not.toContain('ليلة 30 رمضان');
    expect(text).toContain('عدد الليالي: 9 ليالٍ');
    expect(text).toContain('المجموع: 1,350 ج.م');
    expect(text).toContain('رحمه الله');
    const manage = new URL(mail!.action!.url);
    expect(
      readScheduleToken(scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET), manage.searchParams.get('token')),
    ).toBe(id);
    await t.db.updateTable('giving_schedules').set({ email: null }).where('id', '=', id).execute();
    expect(await compose('schedule_started', { schedule_id: id })).toBeNull();
  });

  it('writes a title full of `$&`, markup and bidi marks as text in the mail, never as HTML', async () => {
    const hostile = await createGatewayCampaign(t.db, ['wallet']);
    await permitted(hostile.ngo_id);
    await t.db
      .updateTable('campaigns')
      .set({ title: '$& <b>سعيد</b> \u202e$1 =HYPERLINK("x")' })
      .where('id', '=', hostile.id)
      .execute();
    const id = await scheduleOf(hostile, {
      pattern: 'night_27',
      setUpOn: '2026-11-26',
      endsOn: NIGHT_27,
      type: 4,
    });
    const { html } = renderMail((await compose('schedule_started', { schedule_id: id }))!);
    expect(html).toContain('$&amp; &lt;b&gt;سعيد&lt;/b&gt;');
    expect(html).not.toContain('<b>سعيد');
    expect(html).not.toContain('\u202e');
  });
});
