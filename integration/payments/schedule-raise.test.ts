import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import { addDays, cairoDay } from '@athar/api/lib/cairo-time';
import { runScheduledGiving } from '@athar/api/services/giving/nightly';
import { issueManageToken } from '@athar/api/services/giving/manage-links';
import { manageLinkOf } from '@athar/api/services/giving/manage-links.test-support';
import { evening } from '@athar/api/test/fake-pay-charges';
import { fridaysFrom } from '@athar/api/test/giving-factories';
import { payMessages } from '@athar/pay/messages';
import { EXPIRY, payOnHostedPage } from './bank-browser';
import { follow } from './gateway-browser';
import { startPayStack, testEngines, type PayStack } from './pay-stack';
import {
  cardSchedule,
  nightOrder,
  openScheduleSession,
  scheduleRow,
  verifiedSchedule,
} from './schedule-browser';

/**
 * Issue 34, hole 4 (docs/decisions/027): the self-service link raised a card schedule's nightly amount to
 * 100,000 EGP and the bank was charged that the same evening, without the cardholder and without a word
 * to the donor. Now a raise above what the card was verified for changes nothing until the bank verifies
 * the card again, for the new amount, on its own page (as at the set-up); the nights go on at the
 * verified amount meanwhile; the raise, once verified, is mailed. api, pay and the bank simulator on
 * loopback; the nightly job charges through pay as the cron does.
 */
describe.each(testEngines)('a raise of a card schedule waits for the bank (%s, issue 34)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  const act = async (id: number, action: Record<string, unknown>) => {
    const token = await issueManageToken(stack.t.db, id, new Date());
    const response = await stack.t.call({
      method: 'POST',
      url: '/api/giving-schedules/manage',
      payload: { id, token, ...action },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const amountMails = async (id: number) =>
    (
      await stack.t.db
        .selectFrom('mail_outbox')
        .select('payload')
        .where('kind', '=', 'schedule_amount_changed')
        .execute()
    )
      .map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload))
      .filter((payload: { schedule_id: number }) => payload.schedule_id === id);
  /** The schedule's night donations: what the nightly job created and the bank charged. */
  const nightDonations = (id: number) =>
    stack.t.db
      .selectFrom('donations')
      .select(['id', 'amount', 'status'])
      .where('schedule_id', '=', id)
      .orderBy('id')
      .execute();

  it('charges tonight what the card was verified for, whatever the link asked, until the bank verifies more', async () => {
    const id = await verifiedSchedule(stack, EXPIRY.approved, 20_000);
    expect(await scheduleRow(stack, id)).toMatchObject({ amount: 20_000, verified_amount: 20_000 });

    // the link asks for 100,000 EGP a night: nothing changes but a raise waiting for the bank
    const asked = await act(id, { action: 'amount', amount: 100_000, version: 2 });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(givingMessages.raiseNeedsVerification);
    expect(asked.body.data).toMatchObject({
      amount_piasters: 20_000,
      raise_piasters: 10_000_000,
      setup_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(await scheduleRow(stack, id)).toMatchObject({
      amount: 20_000,
      verified_amount: 20_000,
      raise_amount: 10_000_000,
      setup_order_id: null,
    });
    // the donor is told at once that a raise was asked, and that nothing changes until the bank verifies
    expect(await amountMails(id)).toEqual([
      { schedule_id: id, from: 20_000, to: 10_000_000, verified: false, asked: true },
    ]);

    // the next Friday evening the bank is asked for the verified 200 EGP, not 100,000
    const friday = fridaysFrom(addDays(cairoDay(new Date()), 1), 1)[0]!;
    const run = await runScheduledGiving(stack.t.app, evening(friday));
    expect(run.charges.confirmed).toBeGreaterThanOrEqual(1);
    const [charged] = await nightDonations(id);
    expect(charged).toMatchObject({ amount: 20_000, status: 'confirmed' });
    expect(nightOrder(stack, charged!.id)).toMatchObject({ amount: '200.00' });

    // nothing can put the raise in force but the bank: not the database, not the first verification
    await expect(
      stack.t.db
        .updateTable('giving_schedules')
        .set({ amount: 10_000_000 as never })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/giving_schedules_verified_amount/);
  });

  it('puts the raise in force once the bank verified the card for it, and mails it', async () => {
    const created = await cardSchedule(stack, 20_000);
    const first = await openScheduleSession(stack, {
      schedule_id: created.id,
      setup_token: created.setupToken,
    });
    const firstReturn = (await payOnHostedPage(stack, first.body.paymentPageUrl as string, EXPIRY.approved))
      .location;
    await follow(firstReturn);
    expect((await scheduleRow(stack, created.id)).status).toBe('active');

    const asked = await act(created.id, { action: 'amount', amount: 1_000, version: 2 });
    const setupToken = asked.body.data.setup_token as string;
    // the set-up's token and the first verification's return do nothing for the raise
    expect(
      await openScheduleSession(stack, { schedule_id: created.id, setup_token: created.setupToken }),
    ).toEqual({
      status: 403,
      body: { Success: false, Message: payMessages.scheduleNotAllowed },
    });
    await follow(firstReturn);
    expect(await scheduleRow(stack, created.id)).toMatchObject({ amount: 20_000, raise_amount: 100_000 });

    // the same raise asked again (the page opened anew): a new token, the schedule unchanged
    const again = await act(created.id, { action: 'amount', amount: 1_000, version: 3 });
    expect(again.body.data).toMatchObject({ version: 3, raise_piasters: 100_000 });
    expect(again.body.data.setup_token).not.toBe(setupToken);
    expect(
      (await openScheduleSession(stack, { schedule_id: created.id, setup_token: setupToken })).status,
    ).toBe(403);

    // the bank's page, as at the set-up: verified, the raise is the amount, the donor lands on the page
    const opened = await openScheduleSession(stack, {
      schedule_id: created.id,
      setup_token: again.body.data.setup_token,
    });
    expect(opened.status).toBe(200);
    const back = await payOnHostedPage(stack, opened.body.paymentPageUrl as string, EXPIRY.approved);
    const landing = await follow(back.location);
    expect(await manageLinkOf(stack.t.db, stack.t.config.PAY_WEBHOOK_SECRET, landing.location)).toMatchObject(
      {
        scheduleId: created.id,
        state: 'open',
      },
    );
    expect(await scheduleRow(stack, created.id)).toMatchObject({
      status: 'active',
      amount: 100_000,
      verified_amount: 100_000,
      raise_amount: null,
      setup_token_hash: null,
      version: 4,
    });
    // asked once (the same raise asked again is not mailed again), then verified
    expect(await amountMails(created.id)).toEqual([
      { schedule_id: created.id, from: 20_000, to: 100_000, verified: false, asked: true },
      { schedule_id: created.id, from: 20_000, to: 100_000, verified: true },
    ]);
    // the return reloaded changes nothing more
    await follow(back.location);
    expect(await amountMails(created.id)).toHaveLength(2);
    expect((await scheduleRow(stack, created.id)).version).toBe(4);
  });

  it('a declined verification of a raise leaves the amount as it was, and says so', async () => {
    const id = await verifiedSchedule(stack, EXPIRY.approved, 20_000);
    const asked = await act(id, { action: 'amount', amount: 5_000, version: 2 });
    const opened = await openScheduleSession(stack, {
      schedule_id: id,
      setup_token: asked.body.data.setup_token,
    });
    const back = await payOnHostedPage(stack, opened.body.paymentPageUrl as string, EXPIRY.declined);
    expect((await follow(back.location)).location).toBe(
      `${stack.apiUrl}/GivingSchedule/failed?reason=declined&raise=1`,
    );
    expect(await scheduleRow(stack, id)).toMatchObject({
      status: 'active',
      amount: 20_000,
      verified_amount: 20_000,
      raise_amount: 500_000,
    });
    // lowering drops the raise at once, one tap
    const lowered = await act(id, { action: 'amount', amount: 150, version: 3 });
    expect(lowered.body.data).toMatchObject({
      amount_piasters: 15_000,
      raise_piasters: null,
      setup_token: null,
    });
    expect(await amountMails(id)).toEqual([
      { schedule_id: id, from: 20_000, to: 500_000, verified: false, asked: true },
      { schedule_id: id, from: 20_000, to: 15_000, verified: false },
    ]);
  });
});
