import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payMessages } from '../messages';
import { startPayStack, oneEngine, type PayStack } from '../../../../integration/payments/pay-stack';
import {
  cardSchedule as cardScheduleOf,
  openScheduleSession,
  scheduleRow,
  verifiedSchedule as verifiedScheduleOf,
} from '../../../../integration/payments/schedule-browser';
import { createTestPayApp } from '../test/test-pay-app';

/**
 * POST /api/hostedcheckout/GetScheduleSessionId — the bank's verification of a card schedule's card,
 * for its creating browser only (get-schedule-session-id.ts), api and pay on loopback. The whole
 * verification, to an active schedule, is integration/payments/schedule-flow.test.ts.
 */
describe.each(oneEngine)('opening the verification of a card schedule (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  const cardSchedule = () => cardScheduleOf(stack);
  const verifiedSchedule = () => verifiedScheduleOf(stack);
  const schedule = (id: number) => scheduleRow(stack, id);
  const openSession = (body: unknown) => openScheduleSession(stack, body);

  it('opens the verification only for the creating browser of a schedule in set-up', async () => {
    const created = await cardSchedule();
    const wrongToken = await openSession({
      schedule_id: created.id,
      setup_token: randomBytes(32).toString('base64url'),
    });
    expect(wrongToken).toEqual({
      status: 403,
      body: { Success: false, Message: payMessages.scheduleNotAllowed },
    });
    const unknown = await openSession({ schedule_id: 99_999_999, setup_token: created.setupToken });
    expect(unknown).toEqual(wrongToken);
    expect((await openSession({ schedule_id: created.id })).status).toBe(400);
    expect((await openSession({ schedule_id: 'x', setup_token: created.setupToken })).status).toBe(400);
    expect((await schedule(created.id)).setup_session_id).toBeNull();

    const active = await verifiedSchedule();
    const row = await schedule(active);
    expect(row.status).toBe('active');
    const paused = await cardSchedule();
    await stack.t.db
      .updateTable('giving_schedules')
      .set({ status: 'cancelled', cancelled_at: new Date() })
      .where('id', '=', paused.id)
      .execute();
    expect(await openSession({ schedule_id: paused.id, setup_token: paused.setupToken })).toEqual({
      status: 409,
      body: { Success: false, Message: payMessages.scheduleClosed },
    });
  });

  it('opens no new agreement while the charity has no fundraising permit in force', async () => {
    const created = await cardSchedule();
    const permits = () =>
      stack.t.db.updateTable('charity_permits').where('ngo_id', '=', stack.campaign.ngo_id);
    await permits().set({ revoked_at: new Date() }).execute();
    try {
      expect(await openSession({ schedule_id: created.id, setup_token: created.setupToken })).toEqual({
        status: 409,
        body: { Success: false, Message: payMessages.donationsPaused },
      });
    } finally {
      await permits().set({ revoked_at: null }).execute();
    }
    expect((await schedule(created.id)).setup_session_id).toBeNull();
    expect((await openSession({ schedule_id: created.id, setup_token: created.setupToken })).status).toBe(
      200,
    );
  });
});

describe('GetScheduleSessionId on the payment host alone', () => {
  let test: Awaited<ReturnType<typeof createTestPayApp>>;
  beforeAll(async () => {
    test = await createTestPayApp();
  });
  afterAll(() => test.close());

  it('refuses a body that is not a schedule call with 400, in Arabic, before asking the api', async () => {
    const answer = await test.pay.inject({
      method: 'POST',
      url: '/api/hostedcheckout/GetScheduleSessionId',
      payload: { schedule_id: 1 },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toBe(JSON.stringify({ Success: false, Message: payMessages.badRequest }));
  });
});
