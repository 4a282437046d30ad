import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatorCampaign } from '../../test/campaign-factories';
import { fakePay } from '../../test/fake-pay-charges';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { renderMail } from '../mail-template';
import { runScheduledGiving } from './nightly';
import { clearNights, createNightlyTestApp, HOUR, nightlyHelpers } from './nightly.test-support';

/**
 * ليلة الجمعة and the Friday before the prayer (docs/decisions/030): each given at its own Cairo hour by
 * the job's runs, through the test clock as the journeys move it; and the Friday evenings of a schedule
 * set up before 030. Thursday 10 and Friday 11 December 2026 are in winter (Cairo at +02:00), Thursday
 * 24 and Friday 25 June 2027 in summer time (+03:00), when Maghrib is at about 20:00.
 */
describe.each(testEngines)('the Friday schedules of the nightly job on %s', (engine) => {
  let t: TestApp;
  let card: CreatorCampaign;
  let wallet: CreatorCampaign;

  beforeAll(async () => {
    ({ t, card, wallet } = await createNightlyTestApp(engine, () =>
      createTestApp(engine, { settings: { TEST_CLOCK: 'on' } }),
    ));
  });
  afterAll(() => t.close());
  beforeEach(() => clearNights(t));

  const { scheduleOf, nightsOf, donationsOf, mails, compose } = nightlyHelpers(() => t);

  /** The job `name` run by the test clock at `at` (an instant on Cairo clocks), as its cron would. */
  async function runAt(name: string, at: string) {
    expect((await t.call({ method: 'POST', url: '/api/test/clock', payload: { at } })).statusCode).toBe(200);
    const run = await t.call({ method: 'POST', url: `/api/test/jobs/${name}/run` });
    expect(run.statusCode).toBe(200);
    return run.json().data.output as { claimed: { card: number; links: number } };
  }
  const claimedNights = async (...ids: number[]) =>
    Object.fromEntries(
      await Promise.all(ids.map(async (id) => [id, (await nightsOf(id)).map((night) => night.night)])),
    );

  it('gives ليلة الجمعة on Thursday after Maghrib, the Friday before the prayer, an old schedule on Friday evening', async () => {
    const options = { setUpOn: '2026-12-01', endsOn: '2026-12-31', type: 4 as const };
    const eve = await scheduleOf(wallet, { pattern: 'friday_eves', ...options });
    const morning = await scheduleOf(wallet, { pattern: 'friday_mornings', ...options });
    const old = await scheduleOf(wallet, { pattern: 'fridays', ...options });

    // Thursday morning and before 20:00: nothing, not even the Friday's eve
    expect((await runAt('scheduled-giving-morning', '2026-12-10T09:00:00+02:00')).claimed.links).toBe(0);
    expect((await runAt('scheduled-giving', '2026-12-10T19:30:00+02:00')).claimed.links).toBe(0);
    // Thursday 20:30: ليلة الجمعة
    expect((await runAt('scheduled-giving', '2026-12-10T20:30:00+02:00')).claimed.links).toBe(1);
    expect(await claimedNights(eve, morning, old)).toEqual({
      [eve]: ['2026-12-10'],
      [morning]: [],
      [old]: [],
    });
    // Friday 09:00: the day before the prayer; the evening's schedules wait
    expect((await runAt('scheduled-giving-morning', '2026-12-11T09:00:00+02:00')).claimed.links).toBe(1);
    expect((await runAt('scheduled-giving-morning', '2026-12-11T10:00:00+02:00')).claimed.links).toBe(0);
    // Friday evening: only the schedule set up before 030, never again the morning's
    expect((await runAt('scheduled-giving', '2026-12-11T19:30:00+02:00')).claimed.links).toBe(1);
    expect(await claimedNights(eve, morning, old)).toEqual({
      [eve]: ['2026-12-10'],
      [morning]: ['2026-12-11'],
      [old]: ['2026-12-11'],
    });
    expect((await nightsOf(morning))[0]).toMatchObject({ occasion: 'friday_morning', status: 'link_sent' });
    expect((await nightsOf(old))[0]).toMatchObject({ occasion: 'friday', status: 'link_sent' });

    // the SMS and the mail of the Friday morning speak of a day
    const sms = await t.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('schedule_id', '=', morning)
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toMatch(/^أثر: تبرع مجدول، يوم الجمعة: /);
    expect(sms[0]!.body).toContain('لتخطي هذا اليوم أو الإيقاف');
    const [payload] = (await mails('schedule_night_link')).filter((each) => each.schedule_id === morning);
    const { text } = renderMail((await compose('schedule_night_link', payload))!);
    expect(text).toContain('حان موعد تبرعك المجدول اليوم');
    expect(text).toContain('حلّ يوم الجمعة 11 ديسمبر 2026 — قبل الصلاة، وهو الموعد الذي اخترته');
    expect(text).toContain('تخطي هذا اليوم');
    expect(text).not.toMatch(/ليلة|الليلة/);
    // ليلة الجمعة's is a night's
    const [evePayload] = (await mails('schedule_night_link')).filter((each) => each.schedule_id === eve);
    const eveMail = renderMail((await compose('schedule_night_link', evePayload))!).text;
    expect(eveMail).toContain('حلّت ليلة الجمعة — مساء الخميس، 10 ديسمبر 2026، وهي الموعد الذي اخترته');
  });

  it('waits for Maghrib in summer time: ليلة الجمعة from 20:30 Cairo, not 19:30', async () => {
    const id = await scheduleOf(wallet, {
      pattern: 'friday_eves',
      setUpOn: '2027-06-20',
      endsOn: '2027-06-30',
      type: 4,
    });
    expect((await runAt('scheduled-giving', '2027-06-24T19:30:00+03:00')).claimed.links).toBe(0);
    expect((await runAt('scheduled-giving', '2027-06-24T20:30:00+03:00')).claimed.links).toBe(1);
    expect(await nightsOf(id)).toEqual([
      expect.objectContaining({ night: '2027-06-24', occasion: 'friday_eve' }),
    ]);
  });

  it('charges a Friday morning by card before the prayer: a decline retried at 10:00, none after 11:00', async () => {
    const retried = await scheduleOf(card, {
      pattern: 'friday_mornings',
      setUpOn: '2026-12-01',
      endsOn: '2026-12-11',
    });
    const pay = fakePay(() => t, ['declined', 'confirmed']);
    const nine = new Date('2026-12-11T09:00:00+02:00');
    expect((await runScheduledGiving(t.app, nine, { chargeNight: pay.charge })).charges.retry).toBe(1);
    const ten = new Date(nine.getTime() + HOUR);
    expect((await runScheduledGiving(t.app, ten, { chargeNight: pay.charge })).charges.confirmed).toBe(1);
    expect(await nightsOf(retried)).toEqual([
      expect.objectContaining({
        night: '2026-12-11',
        occasion: 'friday_morning',
        status: 'confirmed',
        attempts: 2,
      }),
    ]);
    expect((await donationsOf(retried))[0]!.status).toBe('confirmed');

    // claimed at 10:00 (09:00 missed) and declined: its retry would be after 11:00, so it is not made
    await clearNights(t);
    const late = await scheduleOf(card, {
      pattern: 'friday_mornings',
      setUpOn: '2026-12-01',
      endsOn: '2026-12-11',
    });
    const declined = fakePay(() => t, ['declined']);
    await runScheduledGiving(t.app, ten, { chargeNight: declined.charge });
    const evening = await runScheduledGiving(t.app, new Date('2026-12-11T19:30:00+02:00'), {
      chargeNight: declined.charge,
    });
    expect(evening.released).toBe(1);
    expect(declined.calls).toHaveLength(1);
    expect(await nightsOf(late)).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })]);
    expect((await donationsOf(late))[0]!.status).toBe('cancelled');
  });
});
