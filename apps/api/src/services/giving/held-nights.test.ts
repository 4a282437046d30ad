import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleAction } from '@athar/contract/giving/schedules';
import { scheduleLinkKey } from '../../lib/schedule-links';
import { issueManageToken } from './manage-links';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { createCharity, createPermit } from '../../test/charity-factories';
import { evening, fakePay } from '../../test/fake-pay-charges';
import { createSchedule } from '../../test/giving-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { oneEngine } from '../../test/test-database';
import { confirmDonation } from '../donations/confirm-donation';
import { actOnSchedule } from './manage-schedule';
import { runScheduledGiving } from './nightly';

const HOUR = 60 * 60_000;
// the 27th night of Ramadan 1448
const NIGHT_27 = '2027-03-05';

describe.each(oneEngine)('card nights that must no longer be charged, on %s (issue 21)', (engine) => {
  let t: TestApp;
  let card: CreatorCampaign;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const charity = await createCharity(t.db, { card: true, permit: false });
    for (const year of [2026, 2027])
      await createPermit(t.db, charity, { starts_on: `${year}-01-01`, ends_on: `${year}-12-31` });
    card = await createCreatorCampaign(t.db, { charity });
  });
  afterAll(() => t.close());

  const night27 = () =>
    createSchedule(t.db, card, {
      pattern: 'night_27',
      amount: 15_000,
      createdAt: new Date('2026-11-26T10:00:00Z'),
      endsOn: NIGHT_27,
    });
  const nightOf = (scheduleId: number) =>
    t.db
      .selectFrom('giving_nights as g')
      .innerJoin('donations as d', 'd.id', 'g.donation_id')
      .select(['g.status', 'g.next_attempt_at', 'd.status as donation_status'])
      .where('g.schedule_id', '=', scheduleId)
      .executeTakeFirstOrThrow();
  const act = async (scheduleId: number, action: ScheduleAction['action'], now: Date) => {
    const { version } = await t.db
      .selectFrom('giving_schedules')
      .select('version')
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    const key = scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET);
    const access = { link: { key, token: await issueManageToken(t.db, scheduleId, now) } };
    return actOnSchedule(t.db, scheduleId, access, { action, version } as ScheduleAction, now);
  };

  it('a night declined once and paused before its retry is not charged, not even after resuming', async () => {
    const id = await night27();
    const pay = fakePay(() => t, ['declined', 'confirmed']);
    await runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: pay.charge });
    expect(await nightOf(id)).toMatchObject({ status: 'due', donation_status: 'pending' });

    const later = new Date(evening(NIGHT_27).getTime() + 20 * 60_000);
    await act(id, 'pause', later);
    expect(await nightOf(id)).toEqual({
      status: 'skipped',
      next_attempt_at: null,
      donation_status: 'cancelled',
    });
    await act(id, 'resume', new Date(later.getTime() + 60_000));
    await runScheduledGiving(t.app, new Date(evening(NIGHT_27).getTime() + HOUR), {
      chargeNight: pay.charge,
    });
    expect(pay.calls).toHaveLength(1);
    expect((await nightOf(id)).status).toBe('skipped');
  });

  it('a cancellation waits for the bank’s answer to an attempt already out, and keeps money that was taken', async () => {
    const id = await night27();
    // an instance stopped while pay was charging: the night is leased, the donation still pending
    let held = true;
    const pay = fakePay(() => t);
    const stalled = async (donationId: number, attempt: 1 | 2) => {
      if (held) {
        await confirmDonation(t.db, donationId); // the bank took the money; the answer never came back
        throw new Error('instance stopped');
      }
      return pay.charge(donationId, attempt);
    };
    await expect(runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: stalled })).rejects.toThrow();
    held = false;
    await act(id, 'cancel', new Date(evening(NIGHT_27).getTime() + 60_000));
    // its attempt may have reached the bank: untouched by the cancellation
    expect((await nightOf(id)).status).toBe('charging');
    // once the lease is over, the job finishes that attempt (pay had confirmed it): given
    await runScheduledGiving(t.app, new Date(evening(NIGHT_27).getTime() + 2 * HOUR), {
      chargeNight: pay.charge,
    });
    expect(pay.calls).toEqual([]);
    expect(await nightOf(id)).toMatchObject({ status: 'confirmed', donation_status: 'confirmed' });
  });

  it('a cancellation closes a night waiting for its retry at once', async () => {
    const id = await night27();
    const pay = fakePay(() => t, ['declined']);
    await runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: pay.charge });
    await act(id, 'cancel', new Date(evening(NIGHT_27).getTime() + 60_000));
    expect(await nightOf(id)).toMatchObject({ status: 'skipped', donation_status: 'cancelled' });
  });

  it('never charges a night days after its evening', async () => {
    const id = await night27();
    const pay = fakePay(() => t, ['declined']);
    await runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: pay.charge });
    // the retry's slot passed with no run (every instance down for two days)
    await runScheduledGiving(t.app, evening('2027-03-07'), { chargeNight: pay.charge });
    expect(pay.calls).toHaveLength(1);
    expect(await nightOf(id)).toMatchObject({ status: 'failed', donation_status: 'cancelled' });
    const nights = await t.db
      .selectFrom('giving_nights')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('schedule_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(nights.n).toBe(1);
  });
});
