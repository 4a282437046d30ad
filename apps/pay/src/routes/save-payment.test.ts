import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRequestMessages } from '@athar/contract/payments/messages';
import { payMessages } from '../messages';
import { getSession, save, saveBody } from '../../../../integration/payments/bank-browser';
import { startPayStack, oneEngine, type PayStack } from '../../../../integration/payments/pay-stack';

/**
 * POST /api/hostedcheckout/Save — after the lightbox, pay asks the bank itself and settles the card
 * donation (save-payment.ts), api, pay and the bank simulator on loopback. Payments through the
 * lightbox are integration/payments/lightbox-flow.test.ts.
 */
describe.each(oneEngine)('Save after the lightbox (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  it('a forged Save confirms nothing: unpaid, unknown, cash or malformed donations', async () => {
    const donation = await stack.cardDonation(400);
    const before = await stack.totals();
    await getSession(stack, donation);
    expect((await save(stack, donation)).body).toMatchObject({ Success: true, Status: 'pending' });
    expect((await save(stack, { id: 987654321, token: donation.token })).status).toBe(403);
    expect((await saveBody(stack, 'DROP TABLE', 'text/plain')).status).toBe(400);
    for (const [body, type, message] of [
      ['<id>1</id>', 'application/xml', payMessages.badRequest],
      ['{', 'application/json', payMessages.badRequest],
      // the specification's Save (the bare id) is told what to send (docs/decisions/025)
      [String(donation.id), 'text/plain', paymentRequestMessages.bodyNotObject],
      [
        JSON.stringify({ donationId: '0x10', paymentToken: donation.token }),
        'application/json',
        paymentRequestMessages.donationIdMalformed,
      ],
    ] as const) {
      const refused = await saveBody(stack, body, type);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(refused.body).toMatchObject({ Success: false, Message: message });
    }
    const cash = await stack.t.db
      .selectFrom('donations')
      .select('id')
      .where('type', '=', 1)
      .executeTakeFirstOrThrow();
    const cashCall = { id: cash.id, token: donation.token };
    expect((await save(stack, cashCall)).status).toBe(403);
    expect(await stack.totals()).toEqual(before);
  });
});
