import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymobHmacMatches, paymobHmacOfTransaction } from '../paymob-hmac';
import { openPaymobSimulatorState } from './store';
import {
  HMAC_01,
  notificationServer,
  SECRET_01,
  SECRET_02,
  simulatorApp,
  useSimulator,
} from './test-support';

const sim = useSimulator();
const { createIntention, post, checkoutPage, walletPay, redirectQuery, inquiry, bearer } = sim;

describe('processed callback delivery', () => {
  it('retries after a 500 and delivers', async () => {
    await sim.merchant.close();
    sim.merchant = await notificationServer([500, 503]);
    await walletPay('01000000001');
    const [result] = await sim.state.deliveries.settled();
    expect(result).toMatchObject({ delivered: true, attempts: 3, status: 200 });
    expect(sim.merchant.attempts()).toBe(3);
    expect(sim.merchant.received).toHaveLength(1);
  });

  it('gives up after the configured retries without blocking the redirect', async () => {
    await sim.merchant.close();
    sim.merchant = await notificationServer([500, 500, 500, 500]);
    const { response } = await walletPay('01000000001');
    expect(response.statusCode).toBe(302);
    const [result] = await sim.state.deliveries.settled();
    expect(result).toMatchObject({ delivered: false, attempts: 3, status: 500 });
    expect(sim.merchant.received).toHaveLength(0);
  });
});

describe('inquiry, refund and void', () => {
  it('answers the latest state by merchant_order_id or order_id, for the token’s account only', async () => {
    const { intention, response } = await walletPay('01000000001');
    const id = Number(redirectQuery(response.headers.location).id);
    const token = await bearer();
    for (const body of [{ merchant_order_id: 'athar-101' }, { order_id: intention.intention_order_id }]) {
      const answer = await inquiry(body, token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ id, success: true, amount_cents: 125000 });
    }
    expect((await inquiry({ merchant_order_id: 'athar-101' }, `Token ${SECRET_01}`)).statusCode).toBe(200);
    const other = await inquiry({ merchant_order_id: 'athar-101' }, await bearer('athar-api-key-02'));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Not found.' });
    expect((await inquiry({ order_id: intention.intention_order_id }, `Token ${SECRET_02}`)).statusCode).toBe(
      404,
    );
    expect((await inquiry({ merchant_order_id: 'athar-999' }, token)).statusCode).toBe(404);
    expect((await inquiry({ merchant_order_id: 'athar-101' }, 'Bearer forged')).statusCode).toBe(401);
    const badKey = await sim.app.inject({
      method: 'POST',
      url: '/paymob/api/auth/tokens',
      payload: { api_key: 'nope' },
    });
    expect(badKey.statusCode).toBe(401);
  });

  it('refunds and voids a successful transaction, calls back its new state, and the inquiry agrees', async () => {
    const first = await walletPay('01000000001');
    const refundId = Number(redirectQuery(first.response.headers.location).id);
    const refund = (payload: object, secret = SECRET_01) =>
      sim.app.inject({
        method: 'POST',
        url: '/paymob/api/acceptance/void_refund/refund',
        headers: { authorization: `Token ${secret}` },
        payload,
      });
    expect((await refund({ transaction_id: refundId, amount_cents: 125000 }, SECRET_02)).statusCode).toBe(
      404,
    );
    expect((await refund({ transaction_id: refundId, amount_cents: 125001 })).statusCode).toBe(400);
    const refunded = await refund({ transaction_id: refundId, amount_cents: 125000 });
    expect(refunded.statusCode).toBe(201);
    expect(refunded.json()).toMatchObject({ id: refundId, is_refunded: true, refunded_amount_cents: 125000 });

    const second = await walletPay('01000000001');
    const voidId = Number(redirectQuery(second.response.headers.location).id);
    const voided = await sim.app.inject({
      method: 'POST',
      url: '/paymob/api/acceptance/void_refund/void',
      headers: { authorization: `Token ${SECRET_01}` },
      payload: { transaction_id: voidId },
    });
    expect(voided.statusCode).toBe(201);
    expect(voided.json()).toMatchObject({ id: voidId, is_voided: true });

    await sim.state.deliveries.settled();
    const byId = (id: number) => sim.merchant.received.filter((callback) => callback.body.obj.id === id);
    expect(byId(refundId).map((callback) => callback.body.obj.is_refunded)).toEqual([false, true]);
    expect(byId(voidId).map((callback) => callback.body.obj.is_voided)).toEqual([false, true]);
    for (const callback of sim.merchant.received) {
      const hmac = new URL(callback.url, 'http://x').searchParams.get('hmac')!;
      expect(paymobHmacMatches(hmac, paymobHmacOfTransaction(callback.body.obj, HMAC_01))).toBe(true);
    }
    const answer = await inquiry(
      { transaction_id: 0, order_id: first.intention.intention_order_id },
      await bearer(),
    );
    expect(answer.json()).toMatchObject({ id: refundId, is_refunded: true });
  });
});

describe('persistence', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paymob-sim-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('survives reopening from the same data dir and never keeps a card number or CVV', async () => {
    await sim.app.close();
    ({ app: sim.app, state: sim.state } = await simulatorApp(await openPaymobSimulatorState({ dataDir })));
    const wallet = await walletPay('01000000001');
    const kiosk = await createIntention({ payment_methods: [480102], special_reference: 'athar-102' });
    await post('/unifiedcheckout/kiosk', { clientSecret: kiosk.client_secret });
    const meeza = await createIntention({ payment_methods: [480103], special_reference: 'athar-103' });
    await post('/unifiedcheckout/card', {
      clientSecret: meeza.client_secret,
      cardNumber: '5078031234567894',
      expiry: '01/39',
      cvv: '987',
    });
    await sim.state.deliveries.settled();
    const reference = [...sim.state.kioskReferences.keys()][0]!;
    const before = { next: { ...sim.state.next }, transactions: sim.state.transactions.size };
    await sim.app.close();

    const file = path.join(dataDir, 'paymob-simulator', 'state.json');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain('5078031234567894');
    expect(text).not.toContain('987');
    expect(fs.existsSync(`${file}.tmp`)).toBe(false);

    ({ app: sim.app, state: sim.state } = await simulatorApp(await openPaymobSimulatorState({ dataDir })));
    expect(sim.state.next).toEqual(before.next);
    expect(sim.state.transactions.size).toBe(before.transactions);
    const answer = await inquiry({ merchant_order_id: 'athar-101' }, await bearer());
    expect(answer.json()).toMatchObject({
      id: Number(redirectQuery(wallet.response.headers.location).id),
      success: true,
    });
    expect((await checkoutPage(kiosk.client_secret)).body).toContain(reference);
    const paid = await sim.app.inject({ method: 'POST', url: '/paymob/kiosk/pay', payload: { reference } });
    expect(paid.statusCode).toBe(200);
    const next = await createIntention({ special_reference: 'athar-104' });
    expect(next.intention_order_id).toBe(before.next.orderId);
  });

  it('refuses a second opener of the same directory while the first holds it', async () => {
    const first = await openPaymobSimulatorState({ dataDir });
    await expect(openPaymobSimulatorState({ dataDir })).rejects.toThrow(/already open/);
    await first.store.close();
    const again = await openPaymobSimulatorState({ dataDir });
    await again.store.close();
  });
});
