import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { startPayStack, oneEngine, type PayStack } from '../../../../integration/payments/pay-stack';
import {
  chargeNight,
  night as nightOf,
  nightOrder,
  SCHEDULE_EXPIRY,
  verifiedSchedule as verifiedScheduleOf,
} from '../../../../integration/payments/schedule-browser';
import { apiMessages } from '@athar/contract/messages';
import { createTestPayApp } from '../test/test-pay-app';

/**
 * POST /api/internal/scheduled-charges/:id — the api's nightly job asks pay to charge a night of a
 * card schedule on its agreement (scheduled-charge.ts), api and pay on loopback.
 */
describe.each(oneEngine)('the nightly charge of a card schedule (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  const verifiedSchedule = (expiry?: string) => verifiedScheduleOf(stack, expiry);
  const night = (scheduleId: number) => nightOf(stack, scheduleId);
  const charge = (donationId: number, attempt: number, secret?: string) =>
    chargeNight(stack, donationId, attempt, secret);
  const bankOrder = (donationId: number) => nightOrder(stack, donationId);

  it('charges a night on the agreement and confirms it through the api, once', async () => {
    const scheduleId = await verifiedSchedule();
    const donationId = await night(scheduleId);
    const before = await stack.totals();
    const first = await charge(donationId, 1);
    expect(first).toEqual({
      status: 200,
      body: { status: 1, message: '', data: [{ outcome: 'confirmed', reason: null }] },
    });
    expect((await stack.donation(donationId)).status).toBe('confirmed');
    expect(await stack.totals()).toEqual({
      collected: before.collected + 20_000,
      donors_count: before.donors_count + 1,
    });

    // the job's call repeated (same attempt, or the retry): no second charge, no second confirmation
    expect((await charge(donationId, 1)).body.data).toEqual([{ outcome: 'confirmed', reason: null }]);
    expect((await charge(donationId, 2)).body.data).toEqual([{ outcome: 'confirmed', reason: null }]);
    expect(bankOrder(donationId)!.transactions).toHaveLength(1);
    expect(await stack.totals()).toEqual({
      collected: before.collected + 20_000,
      donors_count: before.donors_count + 1,
    });
  });

  it('a declined first attempt leaves the night pending; the retry is approved and confirmed', async () => {
    const scheduleId = await verifiedSchedule(SCHEDULE_EXPIRY.declineFirst);
    const donationId = await night(scheduleId);
    expect((await charge(donationId, 1)).body.data).toEqual([{ outcome: 'declined', reason: 'DECLINED' }]);
    expect((await stack.donation(donationId)).status).toBe('pending');
    expect((await charge(donationId, 1)).body.data).toEqual([{ outcome: 'declined', reason: 'DECLINED' }]);
    expect((await charge(donationId, 2)).body.data).toEqual([{ outcome: 'confirmed', reason: null }]);
    expect((await stack.donation(donationId)).status).toBe('confirmed');
    expect(bankOrder(donationId)!.transactions!.map((transaction) => transaction.id)).toEqual(['1', '2']);
  });

  it('insufficient funds: declined on both attempts, the donation stays pending', async () => {
    const scheduleId = await verifiedSchedule(SCHEDULE_EXPIRY.insufficient);
    const donationId = await night(scheduleId);
    for (const attempt of [1, 2])
      expect((await charge(donationId, attempt)).body.data).toEqual([
        { outcome: 'declined', reason: 'INSUFFICIENT_FUNDS' },
      ]);
    expect((await stack.donation(donationId)).status).toBe('pending');
  });

  it('never confirms a night whose bank amount differs from the donation', async () => {
    const scheduleId = await verifiedSchedule(SCHEDULE_EXPIRY.declineFirst);
    const donationId = await night(scheduleId);
    expect((await charge(donationId, 1)).body.data).toEqual([{ outcome: 'declined', reason: 'DECLINED' }]);
    // the stored amount changed after the bank's order was made (the order keeps its first amount)
    await stack.t.db
      .updateTable('donations')
      .set({ amount: 30_000 as never })
      .where('id', '=', donationId)
      .execute();
    expect((await charge(donationId, 2)).body.data).toEqual([
      { outcome: 'pending', reason: 'AMOUNT_MISMATCH' },
    ]);
    expect((await stack.donation(donationId)).status).toBe('pending');
  });

  it('refuses unsigned, forged and malformed calls, and donations that are not a schedule’s night', async () => {
    const scheduleId = await verifiedSchedule();
    const donationId = await night(scheduleId);
    const path = `/api/internal/scheduled-charges/${donationId}`;
    const unsigned = await fetch(`${stack.payUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ attempt: 1 }),
    });
    expect(unsigned.status).toBe(401);
    expect((await charge(donationId, 1, 'not-the-pay-webhook-secret')).status).toBe(401);
    // a signature for another donation's path
    const body = JSON.stringify({ attempt: 1 });
    const other = await fetch(`${stack.payUrl}${path}`, {
      method: 'POST',
      headers: signedJsonHeaders(stack.t.config.PAY_WEBHOOK_SECRET, {
        method: 'POST',
        path: `/api/internal/scheduled-charges/${donationId + 1}`,
        body,
      }),
      body,
    });
    expect(other.status).toBe(401);
    expect(bankOrder(donationId)).toBeUndefined();
    expect((await stack.donation(donationId)).status).toBe('pending');

    expect((await charge(donationId, 3)).status).toBe(400);
    const ordinary = await stack.cardDonation(150);
    expect((await charge(ordinary.id, 1)).status).toBe(404);
    await stack.t.db
      .updateTable('donations')
      .set({ status: 'cancelled' })
      .where('id', '=', donationId)
      .execute();
    expect((await charge(donationId, 1)).status).toBe(409);
    expect(bankOrder(donationId)).toBeUndefined();
  });
});

describe('the nightly charge on the payment host alone', () => {
  let test: Awaited<ReturnType<typeof createTestPayApp>>;
  beforeAll(async () => {
    test = await createTestPayApp();
  });
  afterAll(() => test.close());

  const call = (path: string, body: string, secret = test.config.PAY_WEBHOOK_SECRET) =>
    test.pay.inject({
      method: 'POST',
      url: path,
      headers: signedJsonHeaders(secret, { method: 'POST', path, body }),
      payload: body,
    });

  it('refuses an unsigned call with 401 and a malformed signed one with 400, in the envelope', async () => {
    const unsigned = await test.pay.inject({
      method: 'POST',
      url: '/api/internal/scheduled-charges/1',
      payload: { attempt: 1 },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.body).toBe(JSON.stringify({ status: 0, message: apiMessages.badSignature, data: [] }));
    const refused = JSON.stringify({ status: 0, message: apiMessages.badRequest, data: [] });
    for (const [path, body] of [
      ['/api/internal/scheduled-charges/1', JSON.stringify({ attempt: 3 })],
      ['/api/internal/scheduled-charges/1', ''],
      ['/api/internal/scheduled-charges/x', JSON.stringify({ attempt: 1 })],
      ['/api/internal/scheduled-charges/1', '{'],
    ] as const) {
      const answer = await call(path, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe(refused);
    }
  });
});
