import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymobIntentionResponse } from '@athar/contract/paymob/intention';
import { paymobProcessedCallback, PAYMOB_HMAC_FIELDS } from '@athar/contract/paymob/transaction';
import { paymobHmacMatches, paymobHmacOfQuery, paymobHmacOfTransaction } from '../paymob-hmac';
import { openPaymobSimulatorState } from './store';
import { createPaymobSimulatorState, type PaymobSimulatorState } from './state';
import {
  HMAC_01,
  intentionBody,
  notificationServer,
  PUBLIC_01,
  SECRET_01,
  SECRET_02,
  simulatorApp,
} from './test-support';

let app: FastifyInstance;
let state: PaymobSimulatorState;
let merchant: Awaited<ReturnType<typeof notificationServer>>;

beforeEach(async () => {
  merchant = await notificationServer();
  ({ app, state } = await simulatorApp());
});
afterEach(async () => {
  await app.close();
  await merchant.close();
});

async function createIntention(overrides: Record<string, unknown> = {}, secret = SECRET_01) {
  const response = await app.inject({
    method: 'POST',
    url: '/paymob/v1/intention/',
    headers: { authorization: `Token ${secret}` },
    payload: intentionBody(merchant.url, overrides),
  });
  expect(response.statusCode).toBe(201);
  return paymobIntentionResponse.parse(response.json());
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const post = (url: string, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/paymob${url}`, ...form(fields) });

const checkoutPage = (clientSecret: string, publicKey = PUBLIC_01) =>
  app.inject({ url: `/paymob/unifiedcheckout/?${new URLSearchParams({ publicKey, clientSecret })}` });

async function walletPay(phone: string, otp = '123456') {
  const intention = await createIntention();
  const first = await post('/unifiedcheckout/wallet/phone', { clientSecret: intention.client_secret, phone });
  expect(first.statusCode).toBe(303);
  const response = await post('/unifiedcheckout/wallet/otp', { clientSecret: intention.client_secret, otp });
  return { intention, response };
}

function redirectQuery(location: string | undefined) {
  const url = new URL(location ?? '');
  return Object.fromEntries(url.searchParams) as Record<string, string>;
}

async function inquiry(body: object, authorization: string) {
  return app.inject({
    method: 'POST',
    url: '/paymob/api/ecommerce/orders/transaction_inquiry',
    headers: { authorization },
    payload: body,
  });
}

async function bearer(apiKey = 'athar-api-key-01') {
  const response = await app.inject({
    method: 'POST',
    url: '/paymob/api/auth/tokens',
    payload: { api_key: apiKey },
  });
  expect(response.statusCode).toBe(201);
  return `Bearer ${(response.json() as { token: string }).token}`;
}

describe('Intention API', () => {
  it('refuses a missing or unknown secret key and accepts the account’s own', async () => {
    for (const authorization of [undefined, 'Token egy_sk_test_wrong', `Bearer ${SECRET_01}`]) {
      const response = await app.inject({
        method: 'POST',
        url: '/paymob/v1/intention/',
        headers: authorization ? { authorization } : {},
        payload: intentionBody(merchant.url),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('detail');
    }
    const first = await createIntention();
    const second = await createIntention({ special_reference: 'athar-102' });
    expect(first.id).toMatch(/^pi_test_/);
    expect(first.client_secret).toMatch(/^egy_csk_test_/);
    expect(first.status).toBe('intended');
    expect(first.special_reference).toBe('athar-101');
    expect(second.intention_order_id).toBe(first.intention_order_id + 1);
  });

  it('answers 404 for an integration that is not the account’s and 400 for another currency or amount 0', async () => {
    for (const payment_methods of [[999999], [480201]]) {
      const response = await app.inject({
        method: 'POST',
        url: '/paymob/v1/intention/',
        headers: { authorization: `Token ${SECRET_01}` },
        payload: intentionBody(merchant.url, { payment_methods }),
      });
      expect(response.statusCode).toBe(404);
      expect((response.json() as { detail: string }).detail).toMatch(/^Integration ID\/Name does not exist/);
    }
    for (const overrides of [{ currency: 'USD' }, { amount: 0 }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/paymob/v1/intention/',
        headers: { authorization: `Token ${SECRET_01}` },
        payload: intentionBody(merchant.url, overrides),
      });
      expect(response.statusCode).toBe(400);
    }
    expect(state.intentions.size).toBe(0);
  });
});

describe('unified checkout', () => {
  it('renders an Arabic right-to-left page with the amount, uncached and not framable', async () => {
    const intention = await createIntention();
    const page = await checkoutPage(intention.client_secret);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('1,250 ج.م');
    expect(page.body).toContain('رقم المحفظة');
    expect(page.body).not.toMatch(/<script|<link|https?:\/\//);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await checkoutPage(intention.client_secret, 'egy_pk_test_athar02')).statusCode).toBe(404);
    expect((await checkoutPage('egy_csk_test_unknown')).statusCode).toBe(404);
  });

  it('lets its forms’ redirect chain end at the merchant and its web site (form-action), nowhere else', async () => {
    const { app: withSite } = await simulatorApp(createPaymobSimulatorState(), {
      siteOrigin: 'http://site.example',
    });
    try {
      const created = await withSite.inject({
        method: 'POST',
        url: '/paymob/v1/intention/',
        headers: { authorization: `Token ${SECRET_01}` },
        payload: intentionBody('http://pay.example/api/gateway/callback', {
          redirection_url: 'http://pay.example/api/gateway/response',
        }),
      });
      const { client_secret: clientSecret } = created.json<{ client_secret: string }>();
      const page = await withSite.inject({
        url: `/paymob/unifiedcheckout/?${new URLSearchParams({ publicKey: PUBLIC_01, clientSecret })}`,
      });
      const formAction = /form-action ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(formAction?.split(' ').sort()).toEqual(["'self'", 'http://pay.example', 'http://site.example']);
    } finally {
      await withSite.close();
    }
  });

  it('shows an expired intention as expired and refuses its posts', async () => {
    const intention = await createIntention({ expiration: 1 });
    state.intentions.get(intention.id)!.expiresAt = new Date(Date.now() - 1000).toISOString();
    const page = await checkoutPage(intention.client_secret);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('انتهت صلاحية');
    const posted = await post('/unifiedcheckout/wallet/phone', {
      clientSecret: intention.client_secret,
      phone: '01000000001',
    });
    expect(posted.statusCode).toBe(410);
    expect((await post('/unifiedcheckout/card', { clientSecret: 'nope' })).statusCode).toBe(404);
  });
});

describe('wallet', () => {
  it('approves 01000000001 after the OTP: redirect with a signed response query, signed processed callback', async () => {
    const { intention, response } = await walletPay('01000000001');
    expect(response.statusCode).toBe(302);
    const query = redirectQuery(response.headers.location);
    expect(response.headers.location).toMatch(/^http:\/\/localhost:3001\/api\/gateway\/response\?/);
    expect(query).toMatchObject({
      success: 'true',
      pending: 'false',
      amount_cents: '125000',
      currency: 'EGP',
      order: String(intention.intention_order_id),
      merchant_order_id: 'athar-101',
      'source_data.type': 'wallet',
      'source_data.pan': '01000000001',
      integration_id: '480101',
    });
    for (const field of PAYMOB_HMAC_FIELDS) expect(query).toHaveProperty([field.query]);
    expect(paymobHmacMatches(query.hmac!, paymobHmacOfQuery(query, HMAC_01))).toBe(true);

    await state.deliveries.settled();
    expect(merchant.received).toHaveLength(1);
    const callback = merchant.received[0]!;
    const body = paymobProcessedCallback.parse(callback.body);
    expect(body.obj).toMatchObject({ success: true, pending: false, id: Number(query.id) });
    expect(body.obj.order).toMatchObject({
      id: intention.intention_order_id,
      merchant_order_id: 'athar-101',
    });
    const hmac = new URL(callback.url, 'http://x').searchParams.get('hmac')!;
    expect(paymobHmacMatches(hmac, paymobHmacOfTransaction(body.obj, HMAC_01))).toBe(true);
    expect(paymobHmacMatches(hmac, paymobHmacOfTransaction(body.obj, 'ATHARHMAC02SIMULATOR'))).toBe(false);
    // finished: the same intention is not paid twice
    const again = await post('/unifiedcheckout/wallet/otp', {
      clientSecret: intention.client_secret,
      otp: '123456',
    });
    expect(again.statusCode).toBe(409);
  });

  it('declines 01000000002 (insufficient balance) and any other number', async () => {
    for (const phone of ['01000000002', '01299999999']) {
      const { response } = await walletPay(phone);
      expect(response.statusCode).toBe(302);
      const query = redirectQuery(response.headers.location);
      expect(query).toMatchObject({ success: 'false', pending: 'false' });
      if (phone === '01000000002') expect(query['data.message']).toBe('Insufficient balance');
    }
    await state.deliveries.settled();
    expect(merchant.received.map((callback) => callback.body.obj.success)).toEqual([false, false]);
  });

  it('leaves 01000000003 pending without a callback and says the wallet did not answer', async () => {
    const { intention, response } = await walletPay('01000000003');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('لم ترد المحفظة');
    await state.deliveries.settled();
    expect(merchant.received).toHaveLength(0);
    const answer = await inquiry({ merchant_order_id: 'athar-101' }, await bearer());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      pending: true,
      success: false,
      order: { id: intention.intention_order_id },
    });
  });

  it('asks the OTP again after a wrong one, and refuses a malformed number', async () => {
    const intention = await createIntention();
    const bad = await post('/unifiedcheckout/wallet/phone', {
      clientSecret: intention.client_secret,
      phone: '0123',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('11 رقمًا');
    await post('/unifiedcheckout/wallet/phone', {
      clientSecret: intention.client_secret,
      phone: '٠١٠٠٠٠٠٠٠٠١',
    });
    expect((await checkoutPage(intention.client_secret)).body).toContain('رمز التحقق');
    const wrong = await post('/unifiedcheckout/wallet/otp', {
      clientSecret: intention.client_secret,
      otp: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('رمز التحقق غير صحيح');
    expect(state.transactions.size).toBe(0);
    const right = await post('/unifiedcheckout/wallet/otp', {
      clientSecret: intention.client_secret,
      otp: '123456',
    });
    expect(redirectQuery(right.headers.location).success).toBe('true');
  });
});

describe('kiosk', () => {
  async function kioskReference() {
    const intention = await createIntention({ payment_methods: [480102] });
    const first = await post('/unifiedcheckout/kiosk', { clientSecret: intention.client_secret });
    expect(first.statusCode).toBe(303);
    const page = await app.inject({ url: first.headers.location as string });
    const reference = /id="bill-reference" class="code">([0-9]{8})</.exec(page.body)?.[1];
    expect(reference).toBeDefined();
    return { intention, page, reference: reference! };
  }

  it('issues one reference, sends a pending callback, and the later kiosk payment confirms it', async () => {
    const { intention, page, reference } = await kioskReference();
    expect(page.body).toContain('فوري');
    expect(page.body).toContain('العودة إلى الموقع');
    const again = await post('/unifiedcheckout/kiosk', { clientSecret: intention.client_secret });
    const pageAgain = await app.inject({ url: again.headers.location as string });
    expect(pageAgain.body).toContain(reference);
    expect(state.kioskReferences.size).toBe(1);

    await state.deliveries.settled();
    expect(merchant.received).toHaveLength(1);
    const pending = merchant.received[0]!.body.obj;
    expect(pending).toMatchObject({
      pending: true,
      success: false,
      source_data: { type: 'aggregator', sub_type: 'AGGREGATOR' },
      data: { bill_reference: Number(reference) },
    });
    const due = Date.parse((pending.data as { due_at: string }).due_at);
    expect(Math.abs(due - Date.now() - 48 * 3600_000)).toBeLessThan(60_000);

    const paid = await app.inject({ method: 'POST', url: '/paymob/kiosk/pay', payload: { reference } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ ok: true, transaction_id: pending.id });
    await state.deliveries.settled();
    expect(merchant.received).toHaveLength(2);
    expect(merchant.received[1]!.body.obj).toMatchObject({ id: pending.id, pending: false, success: true });
    const twice = await app.inject({ method: 'POST', url: '/paymob/kiosk/pay', payload: { reference } });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a reference past its due time, in Arabic, from the simulator page too', async () => {
    const { reference } = await kioskReference();
    const transaction = state.transactions.get(state.kioskReferences.get(reference)!)!;
    transaction.obj.data = { ...transaction.obj.data, due_at: new Date(Date.now() - 1000).toISOString() };
    const refused = await post('/kiosk/pay', { reference });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('انتهت مهلة دفع هذا الرمز');
    expect(transaction.obj.pending).toBe(true);
    expect((await app.inject({ url: '/paymob/kiosk' })).body).toContain('منفذ دفع تجريبي');
    expect(
      (await app.inject({ method: 'POST', url: '/paymob/kiosk/pay', payload: { reference: '00000000' } }))
        .statusCode,
    ).toBe(404); // references are issued from 10000000 up
  });
});

describe('Meeza', () => {
  async function pay(expiry: string) {
    const intention = await createIntention({ payment_methods: [480103] });
    expect((await checkoutPage(intention.client_secret)).body).toContain('بطاقة ميزة');
    return post('/unifiedcheckout/card', {
      clientSecret: intention.client_secret,
      cardNumber: '5078031234567894',
      expiry,
      cvv: '123',
    });
  }

  it('approves 01/39 and declines another expiry, keeping only the last 4 digits', async () => {
    const approved = redirectQuery((await pay('01/39')).headers.location);
    expect(approved).toMatchObject({
      success: 'true',
      'source_data.type': 'card',
      'source_data.sub_type': 'Meeza',
      'source_data.pan': '7894',
    });
    const declined = redirectQuery((await pay('05/39')).headers.location);
    expect(declined.success).toBe('false');
    const timeout = await pay('08/28');
    expect(timeout.statusCode).toBe(200);
    await state.deliveries.settled();
    expect(merchant.received).toHaveLength(2);
    expect(JSON.stringify(merchant.received)).not.toContain('5078031234567894');
  });

  it('asks again for a malformed card', async () => {
    const intention = await createIntention({ payment_methods: [480103] });
    const bad = await post('/unifiedcheckout/card', {
      clientSecret: intention.client_secret,
      cardNumber: '1',
      expiry: '01/39',
      cvv: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('رقم البطاقة 16 رقمًا');
  });
});

describe('processed callback delivery', () => {
  it('retries after a 500 and delivers', async () => {
    await merchant.close();
    merchant = await notificationServer([500, 503]);
    await walletPay('01000000001');
    const [result] = await state.deliveries.settled();
    expect(result).toMatchObject({ delivered: true, attempts: 3, status: 200 });
    expect(merchant.attempts()).toBe(3);
    expect(merchant.received).toHaveLength(1);
  });

  it('gives up after the configured retries without blocking the redirect', async () => {
    await merchant.close();
    merchant = await notificationServer([500, 500, 500, 500]);
    const { response } = await walletPay('01000000001');
    expect(response.statusCode).toBe(302);
    const [result] = await state.deliveries.settled();
    expect(result).toMatchObject({ delivered: false, attempts: 3, status: 500 });
    expect(merchant.received).toHaveLength(0);
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
    const badKey = await app.inject({
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
      app.inject({
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
    const voided = await app.inject({
      method: 'POST',
      url: '/paymob/api/acceptance/void_refund/void',
      headers: { authorization: `Token ${SECRET_01}` },
      payload: { transaction_id: voidId },
    });
    expect(voided.statusCode).toBe(201);
    expect(voided.json()).toMatchObject({ id: voidId, is_voided: true });

    await state.deliveries.settled();
    const byId = (id: number) => merchant.received.filter((callback) => callback.body.obj.id === id);
    expect(byId(refundId).map((callback) => callback.body.obj.is_refunded)).toEqual([false, true]);
    expect(byId(voidId).map((callback) => callback.body.obj.is_voided)).toEqual([false, true]);
    for (const callback of merchant.received) {
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
    await app.close();
    ({ app, state } = await simulatorApp(await openPaymobSimulatorState({ dataDir })));
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
    await state.deliveries.settled();
    const reference = [...state.kioskReferences.keys()][0]!;
    const before = { next: { ...state.next }, transactions: state.transactions.size };
    await app.close();

    const file = path.join(dataDir, 'paymob-simulator', 'state.json');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain('5078031234567894');
    expect(text).not.toContain('987');
    expect(fs.existsSync(`${file}.tmp`)).toBe(false);

    ({ app, state } = await simulatorApp(await openPaymobSimulatorState({ dataDir })));
    expect(state.next).toEqual(before.next);
    expect(state.transactions.size).toBe(before.transactions);
    const answer = await inquiry({ merchant_order_id: 'athar-101' }, await bearer());
    expect(answer.json()).toMatchObject({
      id: Number(redirectQuery(wallet.response.headers.location).id),
      success: true,
    });
    expect((await checkoutPage(kiosk.client_secret)).body).toContain(reference);
    const paid = await app.inject({ method: 'POST', url: '/paymob/kiosk/pay', payload: { reference } });
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
