import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession } from '../../../../integration/payments/bank-browser';
import { startPayStack, oneEngine, type PayStack } from '../../../../integration/payments/pay-stack';
import { paymentRequestMessages } from '@athar/contract/payments/messages';
import { payMessages } from '../messages';
import { createTestPayApp } from '../test/test-pay-app';

/**
 * POST /api/hostedcheckout/GetSessionId — the bank session of a pending card donation, for the
 * browser holding its payment token (get-session-id.ts), api, pay and the bank simulator on loopback.
 * Payments through the lightbox are integration/payments/lightbox-flow.test.ts.
 */
describe.each(oneEngine)('GetSessionId (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  it('opens no session for a cash donation or an unknown one', async () => {
    const donation = await stack.cardDonation(400);
    const before = await stack.totals();
    const cash = await stack.t.db
      .selectFrom('donations')
      .select('id')
      .where('type', '=', 1)
      .executeTakeFirstOrThrow();
    const cashCall = { id: cash.id, token: donation.token };
    expect((await getSession(stack, cashCall)).body).toMatchObject({
      Success: false,
      Message: expect.any(String),
    });
    expect((await getSession(stack, { id: 987654321, token: donation.token })).status).toBe(403);
    expect(await stack.totals()).toEqual(before);
  });
});

describe('GetSessionId on the payment host alone', () => {
  let test: Awaited<ReturnType<typeof createTestPayApp>>;
  beforeAll(async () => {
    test = await createTestPayApp();
  });
  afterAll(() => test.close());

  it('refuses a body that is not a payment call with 400, in Arabic, saying what is missing, before asking the api', async () => {
    for (const [payload, message] of [
      // docs/decisions/025: the specification's fields alone name the donation, not whose it is
      [
        { donationId: 1, name: 'كريم', amount: 150, TransactionNumber: '' },
        paymentRequestMessages.tokenMissing,
      ],
      [{ donationId: 1, paymentToken: 'short' }, paymentRequestMessages.tokenMalformed],
      [{ paymentToken: 'A'.repeat(43) }, paymentRequestMessages.donationIdMissing],
      [{ donationId: 'x', paymentToken: 'A'.repeat(43) }, paymentRequestMessages.donationIdMalformed],
      ['{', payMessages.badRequest],
    ] as const) {
      const answer = await test.pay.inject({
        method: 'POST',
        url: '/api/hostedcheckout/GetSessionId',
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe(JSON.stringify({ Success: false, Message: message }));
    }
  });

  it('answers 502 when the api does not answer', async () => {
    const answer = await test.pay.inject({
      method: 'POST',
      url: '/api/hostedcheckout/GetSessionId',
      payload: { donationId: 1, paymentToken: 'A'.repeat(43) },
    });
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ Success: false, Message: payMessages.unavailable });
  });
});
