import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckout } from '../../../../integration/payments/gateway-browser';
import {
  oneEngine,
  startPayStack,
  testEngines,
  type PayStack,
} from '../../../../integration/payments/pay-stack';
import { paymentRequestMessages } from '@athar/contract/payments/messages';
import { createTestPayApp } from '../test/test-pay-app';

/** api, pay and the Paymob-protocol simulator on loopback, the gateway on: each describe's own. */
async function gatewayStack(engine: Parameters<typeof startPayStack>[0]) {
  const stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100] });
  await stack.enableGateway();
  return stack;
}

/**
 * POST /api/gateway/checkout — the gateway's unified checkout of a wallet, kiosk or Meeza donation,
 * for the browser holding its payment token (gateway-checkout.ts), api, pay and the Paymob-protocol
 * simulator on loopback. Payments through it are integration/payments/gateway-flow.test.ts.
 */
describe.each(oneEngine)('opening the gateway checkout (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await gatewayStack(engine);
  });
  afterAll(() => stack.close());

  it('only the browser holding the payment token opens the checkout; a card donation is refused', async () => {
    const donation = await stack.gatewayDonation('wallet', 150);
    const other = await stack.gatewayDonation('wallet', 150);
    const noToken = await openCheckout(stack, { id: donation.id });
    expect(noToken.status).toBe(400);
    const wrongToken = await openCheckout(stack, { id: donation.id, token: other.token });
    expect(wrongToken.status).toBe(403);
    expect(wrongToken.body).toMatchObject({
      Success: false,
      Message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect((await stack.donation(donation.id)).gateway_order_id).toBeNull();
    const card = await stack.cardDonation(150);
    const refused = await openCheckout(stack, card);
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toMatch(/[\u0600-\u06FF]/);
  });
});

/** Where the engine can change the answer: two requests for the same order at once. */
describe.each(testEngines)('opening the gateway checkout at once (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await gatewayStack(engine);
  });
  afterAll(() => stack.close());

  it('the checkout reopened gives the same URL, even asked twice at once: one order', async () => {
    const donation = await stack.gatewayDonation('wallet', 150);
    const [first, second] = await Promise.all([openCheckout(stack, donation), openCheckout(stack, donation)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await openCheckout(stack, donation)).body).toEqual(first.body);
    const orders = [...stack.pay.paymobSimulator!.orders.values()].filter(
      (o) => o.merchantOrderId === `athar-${donation.id}`,
    );
    // a concurrent second intention may exist at the gateway, but the donation keeps one order
    expect(orders.map((o) => String(o.id))).toContain((await stack.donation(donation.id)).gateway_order_id);
  });
});

describe('the gateway checkout on the payment host alone', () => {
  let test: Awaited<ReturnType<typeof createTestPayApp>>;
  beforeAll(async () => {
    test = await createTestPayApp();
  });
  afterAll(() => test.close());

  it('refuses a body without the payment token with 400, in Arabic, before asking the api', async () => {
    const answer = await test.pay.inject({
      method: 'POST',
      url: '/api/gateway/checkout',
      payload: { donationId: 1 },
    });
    expect(answer.statusCode).toBe(400);
    // what is missing, said in Arabic (docs/decisions/025)
    expect(answer.body).toBe(
      JSON.stringify({ Success: false, Message: paymentRequestMessages.tokenMissing }),
    );
  });
});
