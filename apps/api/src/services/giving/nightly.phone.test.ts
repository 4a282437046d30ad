import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { plannedGivingNights } from '@athar/contract/hijri/giving-nights';
import { lockPhone } from '../../db/queries/schedule-phones';
import type { CreatorCampaign } from '../../test/campaign-factories';
import { evening, fakePay } from '../../test/fake-pay-charges';
import type { TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { asSender, lastCodeOf } from '../../test/schedule-phone-rows';
import { receiveSms } from '../donations/sms-donation';
import { runScheduledGiving } from './nightly';
import { clearNights, createNightlyTestApp, HOUR, nightlyHelpers } from './nightly.test-support';
import { phoneCodeKey, textPhoneCode } from './phone-codes';

const SET_UP_ON = '2026-11-26';

// docs/decisions/026 §3: a wallet or kiosk night's text goes only to a phone that confirmed it wants
// them; the night's mail goes either way. Both engines: the claim's transaction.
describe.each(testEngines)('the nightly texts of a schedule’s phone on %s', (engine) => {
  let t: TestApp;
  let wallet: CreatorCampaign;

  beforeAll(async () => {
    ({ t, wallet } = await createNightlyTestApp(engine));
  });
  afterAll(() => t.close());
  beforeEach(() => clearNights(t));

  const { scheduleOf, mails } = nightlyHelpers(() => t);
  const [first, second] = plannedGivingNights('last_ten', SET_UP_ON);
  const nightTexts = (scheduleId: number) =>
    t.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('kind', '=', 'schedule_night_link')
      .where('schedule_id', '=', scheduleId)
      .execute();
  const run = (night: string) =>
    runScheduledGiving(t.app, evening(night), { chargeNight: fakePay(() => t).charge });

  it('mails but never texts an unconfirmed phone (a schedule set up before confirmation existed too), and texts it once confirmed', async () => {
    const id = await scheduleOf(wallet, {
      pattern: 'last_ten',
      setUpOn: SET_UP_ON,
      endsOn: '2027-03-07',
      type: 4,
      phoneConfirmed: false,
    });
    expect((await run(first!.night)).claimed.links).toBe(1);
    expect(await mails('schedule_night_link')).toEqual([{ schedule_id: id, night: first!.night }]);
    expect(await nightTexts(id)).toEqual([]);

    // the phone is texted a code after the first night and sends it back
    const key = phoneCodeKey(t.config.PAY_WEBHOOK_SECRET);
    const at = new Date(evening(first!.night).getTime() + HOUR);
    const { msisdn } = await t.db
      .selectFrom('giving_schedules')
      .select('msisdn')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute(async (trx) => {
      await lockPhone(trx, msisdn!);
      await textPhoneCode(trx, { id, msisdn: msisdn! }, key, at);
    });
    const answer = await receiveSms(
      t.db,
      {
        message_id: `${engine}-nightly-reply`,
        from: asSender(msisdn!),
        to: '1234',
        text: await lastCodeOf(t.db, id),
        received_at: at.toISOString(),
      },
      { key, now: at },
    );
    expect(answer.outcome).toBe('phone_confirmed');

    expect((await run(second!.night)).claimed.links).toBe(1);
    const texts = await nightTexts(id);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain(`/Campaign/${wallet.id}?give=150&method=wallet&night=`);
  });
});
