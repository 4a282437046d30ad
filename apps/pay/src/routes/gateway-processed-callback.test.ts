import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymobTransaction } from '@athar/contract/paymob/transaction';
import { paymobHmacOfTransaction } from '../gateway/paymob-hmac';
import { reconcileGateway } from '../gateway/reconcile-gateway';
import {
  ACCOUNT_KEYS,
  gatewayTransactionOf,
  paidSilently as paidSilentlyOn,
  sendCallback,
} from '../../../../integration/payments/gateway-browser';
import {
  oneEngine,
  startPayStack,
  testEngines,
  type PayStack,
} from '../../../../integration/payments/pay-stack';
import { payMessages } from '../messages';
import { createTestPayApp } from '../test/test-pay-app';

/** api, pay and the Paymob-protocol simulator on loopback, the gateway on: each describe's own. */
async function gatewayStack(engine: Parameters<typeof startPayStack>[0]) {
  const stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100] });
  await stack.enableGateway();
  return stack;
}

const gatewayRowsOf = (stack: PayStack, donationId: number) =>
  stack.t.db.selectFrom('gateway_transactions').selectAll().where('donation_id', '=', donationId).execute();

/**
 * POST /api/gateway/callback?hmac= — Paymob's transaction processed callback, forged, re-aimed and
 * replayed (gateway-processed-callback.ts), api, pay and the Paymob-protocol simulator on loopback.
 */
describe.each(oneEngine)("the gateway's processed callback (%s)", (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await gatewayStack(engine);
  });
  afterAll(() => stack.close());

  const paidSilently = (amount?: number) => paidSilentlyOn(stack, amount);
  const gatewayRows = (donationId: number) => gatewayRowsOf(stack, donationId);

  it('a forged callback (bad or missing hmac) is refused with 401 and changes nothing', async () => {
    const { donation, obj } = await paidSilently();
    const before = await stack.totals();
    const forged = [
      paymobHmacOfTransaction(obj, 'not-the-secret'),
      paymobHmacOfTransaction(obj, 'ATHARHMAC02SIMULATOR'),
      paymobHmacOfTransaction({ ...obj, amount_cents: 1 }, ACCOUNT_KEYS.hmac),
      '',
      null,
      'zz',
    ];
    for (const hmac of forged) expect((await sendCallback(stack, obj, hmac)).status).toBe(401);
    expect((await stack.donation(donation.id)).status).toBe('pending');
    expect(await gatewayRows(donation.id)).toEqual([]);
    expect(await stack.totals()).toEqual(before);
    // the genuine one is taken
    expect(await sendCallback(stack, obj)).toEqual({ status: 200, body: { received: true } });
    expect((await stack.donation(donation.id)).status).toBe('confirmed');
  });

  it('a body that is not a processed callback is refused with 400', async () => {
    const { obj } = await paidSilently();
    for (const body of [
      '{',
      JSON.stringify({ type: 'TOKEN', obj }),
      JSON.stringify({ type: 'TRANSACTION' }),
    ]) {
      const response = await fetch(`${stack.payUrl}/api/gateway/callback?hmac=00`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
    }
  });

  it('a genuine callback of another donation re-aimed at this one (merchant_order_id edited) is refused', async () => {
    const victim = await paidSilently(500);
    const attacker = await paidSilently(150);
    const before = await stack.totals();
    // the attacker's own paid transaction, genuinely signed; merchant_order_id is not signed
    const reaimed: PaymobTransaction = {
      ...attacker.obj,
      order: { ...attacker.obj.order, merchant_order_id: `athar-${victim.donation.id}` },
    };
    const hmac = paymobHmacOfTransaction(attacker.obj, ACCOUNT_KEYS.hmac);
    expect(paymobHmacOfTransaction(reaimed, ACCOUNT_KEYS.hmac)).toBe(hmac);
    expect((await sendCallback(stack, reaimed, hmac)).status).toBe(401);
    expect((await stack.donation(victim.donation.id)).status).toBe('pending');
    expect((await stack.donation(attacker.donation.id)).status).toBe('pending');
    expect(await stack.totals()).toEqual(before);
    // and one naming no donation of ours
    const nowhere = { ...attacker.obj, order: { ...attacker.obj.order, merchant_order_id: 'other-1' } };
    expect((await sendCallback(stack, nowhere, hmac)).status).toBe(401);
  });

  it('a replayed callback answers 200 and changes nothing', async () => {
    const { donation, obj } = await paidSilently(175);
    const before = await stack.totals();
    expect((await sendCallback(stack, obj)).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect(await sendCallback(stack, obj)).toEqual({ status: 200, body: { received: true } });
    expect(await stack.totals()).toEqual({
      collected: before.collected + 17_500,
      donors_count: before.donors_count + 1,
    });
    expect(await gatewayRows(donation.id)).toHaveLength(1);
  });

  it('a callback whose amount differs from the donation is not confirmed', async () => {
    const { donation, obj } = await paidSilently(150);
    const before = await stack.totals();
    // signed by the gateway's key, but its amount is not the donation's
    expect((await sendCallback(stack, { ...obj, amount_cents: 1_500 })).status).toBe(200);
    expect((await stack.donation(donation.id)).status).toBe('pending');
    // the gateway itself holding another amount: not confirmed either, by callback or reconciliation
    const atGateway = await gatewayTransactionOf(stack, donation.id);
    atGateway.amount_cents = 1_500;
    expect((await sendCallback(stack, atGateway)).status).toBe(200);
    expect((await stack.donation(donation.id)).status).toBe('pending');
    expect(await stack.totals()).toEqual(before);
    const summary = await reconcileGateway(stack.pay.payments, { olderThanSeconds: 0 });
    expect(summary.mismatched).toBeGreaterThanOrEqual(1);
    expect((await stack.donation(donation.id)).status).toBe('pending');
    expect(await gatewayRows(donation.id)).toEqual([]);
  });

  it('an inquiry disagreeing with the callback (callback success, gateway pending) confirms nothing', async () => {
    const { donation, obj, pending } = await paidSilently(150);
    const before = await stack.totals();
    // the gateway still says pending
    Object.assign(await gatewayTransactionOf(stack, donation.id), { pending: true, success: false });
    expect((await sendCallback(stack, obj)).status).toBe(200);
    expect((await stack.donation(donation.id)).status).toBe('pending');
    // and a callback of another transaction id than the gateway's
    Object.assign(await gatewayTransactionOf(stack, donation.id), { pending: false, success: true });
    expect((await sendCallback(stack, { ...obj, id: obj.id + 1000 })).status).toBe(200);
    expect((await stack.donation(donation.id)).status).toBe('pending');
    // a callback saying pending while the gateway says paid: not the same outcome either
    expect((await sendCallback(stack, pending)).status).toBe(200);
    expect((await stack.donation(donation.id)).status).toBe('pending');
    expect(await stack.totals()).toEqual(before);
    // once they agree, it is confirmed
    expect((await sendCallback(stack, obj)).status).toBe(200);
    expect((await stack.donation(donation.id)).status).toBe('confirmed');
  });
});

/** Where the engine can change the answer: the same callback delivered many times at once. */
describe.each(testEngines)("the gateway's processed callback, replayed at once (%s)", (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await gatewayStack(engine);
  });
  afterAll(() => stack.close());

  const paidSilently = (amount?: number) => paidSilentlyOn(stack, amount);
  const gatewayRows = (donationId: number) => gatewayRowsOf(stack, donationId);

  it('100 concurrent replays of the genuine paid callback: exactly one confirmation', async () => {
    const { donation, obj } = await paidSilently(333);
    const before = await stack.totals();
    const answers = await Promise.all(Array.from({ length: 100 }, () => sendCallback(stack, obj)));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect((await stack.donation(donation.id)).status).toBe('confirmed');
    expect(await stack.totals()).toEqual({
      collected: before.collected + 33_300,
      donors_count: before.donors_count + 1,
    });
    expect(await gatewayRows(donation.id)).toHaveLength(1);
  });
});

describe('the processed callback on the payment host alone', () => {
  let test: Awaited<ReturnType<typeof createTestPayApp>>;
  beforeAll(async () => {
    test = await createTestPayApp();
  });
  afterAll(() => test.close());

  it('refuses a body that is not a processed callback with 400, in Arabic, before asking the api', async () => {
    const answer = await test.pay.inject({
      method: 'POST',
      url: '/api/gateway/callback?hmac=00',
      payload: { type: 'TRANSACTION' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toBe(JSON.stringify({ Success: false, Message: payMessages.badRequest }));
  });

  it('answers 502 when the api does not answer, so that the gateway sends the callback again', async () => {
    const obj = {
      id: 1,
      pending: false,
      amount_cents: 15_000,
      success: true,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: false,
      integration_id: 480101,
      has_parent_transaction: false,
      error_occured: false,
      owner: 1,
      created_at: '2026-12-01T10:00:00',
      currency: 'EGP',
      order: { id: 1, merchant_order_id: 'athar-1' },
      source_data: { pan: null, type: 'wallet', sub_type: 'wallet' },
    };
    const answer = await test.pay.inject({
      method: 'POST',
      url: '/api/gateway/callback?hmac=00',
      payload: { type: 'TRANSACTION', obj },
    });
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ Success: false, Message: payMessages.unavailable });
  });
});
