import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submit } from '../../../../integration/payments/bank-browser';
import { startPayStack, oneEngine, type PayStack } from '../../../../integration/payments/pay-stack';
import { paymentRequestMessages } from '@athar/contract/payments/messages';
import { createTestPayApp } from '../test/test-pay-app';

/**
 * POST /api/Transaction/Submit — the bank's hosted payment page of a card donation, for the browser
 * holding its payment token (transaction-submit.ts), api, pay and the bank simulator on loopback. The
 * whole redirect flow is integration/payments/redirect-flow.test.ts.
 */
describe.each(oneEngine)('Transaction/Submit (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  it('refuses a Submit for a donation that cannot be paid by card', async () => {
    const { token } = await stack.cardDonation(140);
    const refused = await submit(stack, { id: 987654321, token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ Success: false, Message: expect.any(String) });
  });
});

describe('Transaction/Submit on the payment host alone', () => {
  let test: Awaited<ReturnType<typeof createTestPayApp>>;
  beforeAll(async () => {
    test = await createTestPayApp();
  });
  afterAll(() => test.close());

  it('refuses a body that is not a payment call with 400, in Arabic, before asking the api', async () => {
    const answer = await test.pay.inject({
      method: 'POST',
      url: '/api/Transaction/Submit',
      payload: { donationId: 1 },
    });
    expect(answer.statusCode).toBe(400);
    // what is missing, said in Arabic (docs/decisions/025)
    expect(answer.body).toBe(
      JSON.stringify({ Success: false, Message: paymentRequestMessages.tokenMissing }),
    );
  });
});
