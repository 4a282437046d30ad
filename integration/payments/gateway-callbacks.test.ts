import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@athar/api/test/test-database';
import type { PaymobTransaction } from '@athar/contract/paymob/transaction';
import { paymobHmacOfQuery, paymobHmacOfTransaction } from '@athar/pay/gateway/paymob-hmac';
import { reconcileGateway } from '@athar/pay/gateway/reconcile-gateway';
import {
  ACCOUNT_KEYS,
  callbacksDelivered,
  follow,
  gatewayTransactionOf,
  openCheckout,
  payByWallet,
  sendCallback,
  WALLET,
} from './gateway-browser';
import { startPayStack, type PayStack } from './pay-stack';

describe.each(testEngines)('the gateway callbacks, forged, re-aimed and replayed (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100] });
    await stack.enableGateway();
  });
  afterAll(() => stack.close());

  /**
   * A wallet donation whose wallet did not answer (no callback sent, the gateway's transaction
   * pending), then approved at the gateway without any callback reaching pay: only a callback
   * that pay accepts, or the reconciliation, can confirm it now.
   */
  async function paidSilently(amount = 150) {
    const donation = await stack.gatewayDonation('wallet', amount);
    const opened = await openCheckout(stack, donation);
    expect((await payByWallet(stack, opened.body.URL as string, WALLET.timesOut)).status).toBe(200);
    await callbacksDelivered(stack);
    const obj = await gatewayTransactionOf(stack, donation.id);
    const pending = structuredClone(obj);
    Object.assign(obj, { pending: false, success: true });
    return { donation, obj: structuredClone(obj), pending };
  }

  const gatewayRows = (donationId: number) =>
    stack.t.db.selectFrom('gateway_transactions').selectAll().where('donation_id', '=', donationId).execute();

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

  it('the browser return: a forged query lands on the failure page and changes nothing', async () => {
    const { donation, obj } = await paidSilently(150);
    const query: Record<string, string> = {
      amount_cents: String(obj.amount_cents),
      created_at: obj.created_at,
      currency: obj.currency,
      error_occured: 'false',
      has_parent_transaction: 'false',
      id: String(obj.id),
      integration_id: String(obj.integration_id),
      is_3d_secure: String(obj.is_3d_secure),
      is_auth: 'false',
      is_capture: 'false',
      is_refunded: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      order: String(obj.order.id),
      owner: String(obj.owner),
      pending: 'false',
      'source_data.pan': obj.source_data.pan ?? '',
      'source_data.sub_type': obj.source_data.sub_type ?? '',
      'source_data.type': obj.source_data.type ?? '',
      success: 'true',
      merchant_order_id: `athar-${donation.id}`,
    };
    const url = (hmac: string) =>
      `${stack.payUrl}/api/gateway/response?${new URLSearchParams({ ...query, hmac }).toString()}`;
    const failed = `${stack.apiUrl}/transactionfailed`;
    expect(await follow(url(paymobHmacOfQuery(query, 'wrong')))).toEqual({ status: 302, location: failed });
    expect(await follow(url(''))).toEqual({ status: 302, location: failed });
    expect((await stack.donation(donation.id)).status).toBe('pending');
    const genuine = await follow(url(paymobHmacOfQuery(query, ACCOUNT_KEYS.hmac)));
    expect(genuine.location.startsWith(`${stack.apiUrl}/TransactionDonation/${donation.id}?Status=1`)).toBe(
      true,
    );
    expect((await stack.donation(donation.id)).status).toBe('confirmed');
  });
});
