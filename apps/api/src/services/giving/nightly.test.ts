import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { piasters } from '@athar/contract/piasters';
import { nightToken, scheduleLinkKey } from '../../lib/schedule-links';
import { manageLinkOf } from './manage-links.test-support';
import { setHijriCorrection, clearHijriCorrection } from '../../db/queries/hijri-corrections';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { createCharity } from '../../test/charity-factories';
import { evening, fakePay } from '../../test/fake-pay-charges';
import type { TestApp } from '../../test/test-app';
import { oneEngine, testEngines } from '../../test/test-database';
import { renderMail } from '../mail-template';
import { runScheduledGiving } from './nightly';
import { clearNights, createNightlyTestApp, HOUR, NIGHT_27, nightlyHelpers } from './nightly.test-support';

// the card nights; the wallet and kiosk nights' links and the schedule mails: nightly.messages.test.ts
describe.each(oneEngine)('the nightly job of scheduled giving on %s', (engine) => {
  let t: TestApp;
  let card: CreatorCampaign;

  beforeAll(async () => {
    ({ t, card } = await createNightlyTestApp(engine));
  });
  afterAll(() => t.close());
  beforeEach(() => clearNights(t));

  const { permitted, scheduleOf, nightsOf, donationsOf, mails, compose } = nightlyHelpers(() => t);

  it('gives nothing on a night the donor skipped, nor for a paused schedule', async () => {
    const skipped = await scheduleOf(card, { pattern: 'night_27', setUpOn: '2026-11-26', endsOn: NIGHT_27 });
    await t.db
      .insertInto('giving_nights')
      .values({
        schedule_id: skipped,
        night: NIGHT_27,
        occasion: 'ramadan_27',
        status: 'skipped',
        amount: piasters(15_000),
      })
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
    // a fresh self-service link of this schedule (docs/decisions/027)
    expect(await manageLinkOf(t.db, t.config.PAY_WEBHOOK_SECRET, mail!.links![0]!.url)).toEqual({
      scheduleId: id,
      state: 'open',
      night: null,
    });
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
});

/** Where the engine can change the answer: instances running the nightly job at once (SKIP LOCKED). */
describe.each(testEngines)('the nightly job of scheduled giving, run at once, on %s', (engine) => {
  let t: TestApp;
  let card: CreatorCampaign;

  beforeAll(async () => {
    ({ t, card } = await createNightlyTestApp(engine));
  });
  afterAll(() => t.close());
  beforeEach(() => clearNights(t));

  const { scheduleOf, nightsOf, donationsOf } = nightlyHelpers(() => t);

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
});
