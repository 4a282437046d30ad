import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nightToken, scheduleLinkKey } from '../../lib/schedule-links';
import { manageLinkOf } from './manage-links.test-support';
import type { CreatorCampaign } from '../../test/campaign-factories';
import { createGatewayCampaign } from '../../test/gateway-factories';
import { evening, fakePay } from '../../test/fake-pay-charges';
import type { TestApp } from '../../test/test-app';
import { oneEngine, testEngines } from '../../test/test-database';
import { renderMail } from '../mail-template';
import { MAX_SMS_LENGTH } from './night-links';
import { runScheduledGiving } from './nightly';
import { clearNights, createNightlyTestApp, NIGHT_27, nightlyHelpers } from './nightly.test-support';

// the wallet and kiosk nights' one-tap links and the schedule mails; the card nights: nightly.test.ts
describe.each(oneEngine)('the nightly job of scheduled giving on %s', (engine) => {
  let t: TestApp;
  let wallet: CreatorCampaign;

  beforeAll(async () => {
    ({ t, wallet } = await createNightlyTestApp(engine));
  });
  afterAll(() => t.close());
  beforeEach(() => clearNights(t));

  const { permitted, scheduleOf, compose } = nightlyHelpers(() => t);

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
    expect(sms.body!.length).toBeLessThanOrEqual(MAX_SMS_LENGTH);
    const token = nightToken(scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET), id, NIGHT_27);
    expect(sms.body).toContain(`method=kiosk&night=${encodeURIComponent(token)}`);
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
    expect(await manageLinkOf(t.db, t.config.PAY_WEBHOOK_SECRET, mail!.action!.url)).toMatchObject({
      scheduleId: id,
      state: 'open',
    });
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

/** Where the engine can change the answer: instances running the nightly job at once (SKIP LOCKED). */
describe.each(testEngines)('the nightly job of scheduled giving, run at once, on %s', (engine) => {
  let t: TestApp;
  let wallet: CreatorCampaign;

  beforeAll(async () => {
    ({ t, wallet } = await createNightlyTestApp(engine));
  });
  afterAll(() => t.close());
  beforeEach(() => clearNights(t));

  const { scheduleOf, nightsOf, donationsOf, mails, compose } = nightlyHelpers(() => t);

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
    expect(sms[0]!.body!.length).toBeLessThanOrEqual(MAX_SMS_LENGTH);
    expect(sms[0]!.body).toContain(oneTap);
    expect(sms[0]!.body).toContain(`/GivingSchedule/${id}?token=`);
    expect(sms[0]!.body).toContain('تبرع مجدول، ليلة 27 رمضان: حان موعد تبرعك');

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
});
