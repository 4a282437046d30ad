import { describe, expect, it } from 'vitest';
import { paymobProcessedCallback, PAYMOB_HMAC_FIELDS } from '@athar/contract/paymob/transaction';
import { paymobHmacMatches, paymobHmacOfQuery, paymobHmacOfTransaction } from '../paymob-hmac';
import { createPaymobSimulatorState } from './state';
import { HMAC_01, intentionBody, PUBLIC_01, SECRET_01, simulatorApp, useSimulator } from './test-support';

const sim = useSimulator();
const { createIntention, post, checkoutPage, walletPay, redirectQuery, inquiry, bearer } = sim;

describe('Intention API', () => {
  it('refuses a missing or unknown secret key and accepts the account’s own', async () => {
    for (const authorization of [undefined, 'Token egy_sk_test_wrong', `Bearer ${SECRET_01}`]) {
      const response = await sim.app.inject({
        method: 'POST',
        url: '/paymob/v1/intention/',
        headers: authorization ? { authorization } : {},
        payload: intentionBody(sim.merchant.url),
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
      const response = await sim.app.inject({
        method: 'POST',
        url: '/paymob/v1/intention/',
        headers: { authorization: `Token ${SECRET_01}` },
        payload: intentionBody(sim.merchant.url, { payment_methods }),
      });
      expect(response.statusCode).toBe(404);
      expect((response.json() as { detail: string }).detail).toMatch(/^Integration ID\/Name does not exist/);
    }
    for (const overrides of [{ currency: 'USD' }, { amount: 0 }]) {
      const response = await sim.app.inject({
        method: 'POST',
        url: '/paymob/v1/intention/',
        headers: { authorization: `Token ${SECRET_01}` },
        payload: intentionBody(sim.merchant.url, overrides),
      });
      expect(response.statusCode).toBe(400);
    }
    expect(sim.state.intentions.size).toBe(0);
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
    sim.state.intentions.get(intention.id)!.expiresAt = new Date(Date.now() - 1000).toISOString();
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

    await sim.state.deliveries.settled();
    expect(sim.merchant.received).toHaveLength(1);
    const callback = sim.merchant.received[0]!;
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
    await sim.state.deliveries.settled();
    expect(sim.merchant.received.map((callback) => callback.body.obj.success)).toEqual([false, false]);
  });

  it('leaves 01000000003 pending without a callback and says the wallet did not answer', async () => {
    const { intention, response } = await walletPay('01000000003');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('لم ترد المحفظة');
    await sim.state.deliveries.settled();
    expect(sim.merchant.received).toHaveLength(0);
    const answer = await inquiry({ merchant_order_id: 'athar-101' }, await bearer());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      pending: true,
      success: false,
      order: { id: intention.intention_order_id },
    });
  });

  it('fills the wallet number with the billing phone the merchant sent, and nothing for NA', async () => {
    const given = await createIntention({
      billing_data: {
        first_name: 'متبرع',
        last_name: 'كريم',
        email: 'd@example.com',
        phone_number: '01000000001',
      },
    });
    expect((await checkoutPage(given.client_secret)).body).toMatch(
      /<input id="phone"[^>]* value="01000000001">/,
    );
    const none = await createIntention({
      billing_data: { first_name: 'متبرع', last_name: 'كريم', email: 'd@example.com', phone_number: 'NA' },
    });
    expect((await checkoutPage(none.client_secret)).body).not.toMatch(/<input id="phone"[^>]* value=/);
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
    expect(sim.state.transactions.size).toBe(0);
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
    const page = await sim.app.inject({ url: first.headers.location as string });
    const reference = /id="bill-reference" class="code">([0-9]{8})</.exec(page.body)?.[1];
    expect(reference).toBeDefined();
    return { intention, page, reference: reference! };
  }

  it('issues one reference, sends a pending callback, and the later kiosk payment confirms it', async () => {
    const { intention, page, reference } = await kioskReference();
    expect(page.body).toContain('فوري');
    expect(page.body).toContain('العودة إلى الموقع');
    const again = await post('/unifiedcheckout/kiosk', { clientSecret: intention.client_secret });
    const pageAgain = await sim.app.inject({ url: again.headers.location as string });
    expect(pageAgain.body).toContain(reference);
    expect(sim.state.kioskReferences.size).toBe(1);

    await sim.state.deliveries.settled();
    expect(sim.merchant.received).toHaveLength(1);
    const pending = sim.merchant.received[0]!.body.obj;
    expect(pending).toMatchObject({
      pending: true,
      success: false,
      source_data: { type: 'aggregator', sub_type: 'AGGREGATOR' },
      data: { bill_reference: Number(reference) },
    });
    const due = Date.parse((pending.data as { due_at: string }).due_at);
    expect(Math.abs(due - Date.now() - 48 * 3600_000)).toBeLessThan(60_000);

    const paid = await sim.app.inject({ method: 'POST', url: '/paymob/kiosk/pay', payload: { reference } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ ok: true, transaction_id: pending.id });
    await sim.state.deliveries.settled();
    expect(sim.merchant.received).toHaveLength(2);
    expect(sim.merchant.received[1]!.body.obj).toMatchObject({
      id: pending.id,
      pending: false,
      success: true,
    });
    const twice = await sim.app.inject({ method: 'POST', url: '/paymob/kiosk/pay', payload: { reference } });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a reference past its due time, in Arabic, from the simulator page too', async () => {
    const { reference } = await kioskReference();
    const transaction = sim.state.transactions.get(sim.state.kioskReferences.get(reference)!)!;
    transaction.obj.data = { ...transaction.obj.data, due_at: new Date(Date.now() - 1000).toISOString() };
    const refused = await post('/kiosk/pay', { reference });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('انتهت مهلة دفع هذا الرمز');
    expect(transaction.obj.pending).toBe(true);
    expect((await sim.app.inject({ url: '/paymob/kiosk' })).body).toContain('منفذ دفع تجريبي');
    expect(
      (await sim.app.inject({ method: 'POST', url: '/paymob/kiosk/pay', payload: { reference: '00000000' } }))
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
    await sim.state.deliveries.settled();
    expect(sim.merchant.received).toHaveLength(2);
    expect(JSON.stringify(sim.merchant.received)).not.toContain('5078031234567894');
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
