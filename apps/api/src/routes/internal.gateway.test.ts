import { PAYMENT_TYPE } from '@athar/contract/constants';
import { LOCAL_PAYMOB_INTEGRATIONS } from '@athar/server-kit/config';
import { formatCairoDateTime } from '../lib/cairo-time';
import { composeMail } from '../services/mail-outbox/compose-mail';
import { outboxMail } from '../services/mail-outbox/outbox-mail';
import { signedCall } from '../test/signed-call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorCampaign } from '../test/campaign-factories';
import { createGatewayCampaign } from '../test/gateway-factories';
import { gatewayInternalCalls } from '../test/gateway-internal-calls';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';
const INTEGRATIONS = LOCAL_PAYMOB_INTEGRATIONS.ATHARPM01;

describe.each(oneEngine)(
  'the gateway’s signed internal calls: orders, confirmations and kiosk codes on %s',
  (engine) => {
    let t: TestApp;
    let campaign: CreatorCampaign;
    beforeAll(async () => {
      t = await createTestApp(engine);
      campaign = await createGatewayCampaign(t.db);
    });
    afterAll(() => t.close());
    const { call, pending, order, report, newTransaction, totals, donation, recorded, mails, resultOf } =
      gatewayInternalCalls(() => ({ t, campaign }));

    it('refuses unsigned and forged calls to every gateway route', async () => {
      const id = await pending('wallet');
      const before = await totals();
      const routes = [
        { method: 'POST', url: `/api/internal/donations/${id}/gateway-transaction` },
        { method: 'POST', url: `/api/internal/donations/${id}/gateway-order` },
        { method: 'GET', url: '/api/internal/donations/pending-gateway' },
      ] as const;
      const body = { transaction_id: newTransaction(), outcome: 'paid', amount: 25_000, currency: 'EGP' };
      for (const route of routes) {
        const payload = route.method === 'POST' ? body : undefined;
        const unsigned = await t.app.inject({ ...route, ...(payload ? { payload } : {}) });
        const webSigned = await t.call({ ...route, ...(payload ? { payload } : {}) });
        const forged = await signedCall(t, 'not-the-pay-webhook-secret', { ...route, payload });
        for (const response of [unsigned, webSigned, forged]) expect(response.statusCode).toBe(401);
      }
      expect((await donation(id)).status).toBe('pending');
      expect(await recorded(id)).toEqual([]);
      expect(await totals()).toEqual(before);
    });

    it('reads a gateway donation with its charity’s account, its method’s integration and its donor', async () => {
      const wallet = await pending('wallet', 15_050);
      const kiosk = await pending('kiosk');
      const cash = await pending('cash');
      const read = async (id: number) => (await call('GET', `/api/internal/donations/${id}`)).json().data[0];
      expect(await read(wallet)).toMatchObject({
        id: wallet,
        amount: 15_050,
        currency: 'EGP',
        type: PAYMENT_TYPE.wallet,
        paymob_account: 'ATHARPM01',
        paymob_integration_id: INTEGRATIONS.wallet,
        gateway_order_id: null,
        gateway_order_at: null,
        gateway_client_secret: null,
        kiosk_reference: null,
        kiosk_expires_at: null,
        donor_name: 'سارة عادل',
        email: 'donor@example.com',
        msisdn: '01012345678',
      });
      expect((await read(kiosk)).paymob_integration_id).toBe(INTEGRATIONS.kiosk);
      expect(await read(cash)).toMatchObject({ paymob_account: 'ATHARPM01', paymob_integration_id: null });
    });

    it('records a gateway order once: the same again answers the donation, another is refused', async () => {
      const id = await pending('meeza');
      const first = await order(id, '7001');
      expect(first.statusCode).toBe(200);
      expect(first.json().data[0]).toMatchObject({
        id,
        gateway_order_id: '7001',
        gateway_client_secret: 'egy_csk_test_7001',
        paymob_integration_id: INTEGRATIONS.meeza,
      });
      expect(first.json().data[0].gateway_order_at).toEqual(expect.any(String));
      const again = await order(id, '7001');
      expect(again.statusCode).toBe(200);
      expect(again.json().data[0]).toEqual(first.json().data[0]);
      expect((await order(id, '7002')).statusCode).toBe(409);
      expect((await donation(id)).gateway_order_id).toBe('7001');

      // the order of another donation, a cash donation, a closed one and an unknown one
      expect((await order(await pending('wallet'), '7001')).statusCode).toBe(409);
      expect((await order(await pending('cash'))).statusCode).toBe(409);
      const closed = await pending('wallet');
      expect((await call('POST', `/api/internal/donations/${closed}/fail`, {})).statusCode).toBe(200);
      expect((await order(closed)).statusCode).toBe(409);
      expect((await order(987_654_321)).statusCode).toBe(404);
    });

    it('confirms a paid donation once: a replayed or repeated report changes nothing', async () => {
      const id = await pending('wallet');
      await order(id);
      const before = await totals();
      const transaction = newTransaction();
      const paid = await report(id, { transaction_id: transaction, outcome: 'paid' });
      expect(paid.statusCode).toBe(200);
      expect(resultOf(paid)).toBe('confirmed');
      expect(await totals()).toEqual({
        collected: before.collected + 25_000,
        donors_count: before.donors_count + 1,
      });
      expect((await donation(id)).status).toBe('confirmed');

      expect(resultOf(await report(id, { transaction_id: transaction, outcome: 'paid' }))).toBe('unchanged');
      expect(resultOf(await report(id, { transaction_id: newTransaction(), outcome: 'paid' }))).toBe(
        'unchanged',
      );
      expect(resultOf(await report(id, { transaction_id: transaction, outcome: 'declined' }))).toBe(
        'unchanged',
      );
      expect(await totals()).toEqual({
        collected: before.collected + 25_000,
        donors_count: before.donors_count + 1,
      });
      expect((await donation(id)).status).toBe('confirmed');
      expect((await recorded(id)).map((row) => row.result)).toEqual(['confirmed', 'unchanged', 'unchanged']);
      expect(await mails('receipt', id)).toHaveLength(1);
    });

    it('refuses other figures than the donation’s, a donation of another method, and records nothing', async () => {
      const id = await pending('wallet', 20_000);
      const before = await totals();
      const transaction = newTransaction();
      const otherAmount = await report(id, { transaction_id: transaction, outcome: 'paid', amount: 2_000 });
      const otherCurrency = await report(id, {
        transaction_id: transaction,
        outcome: 'paid',
        amount: 20_000,
        currency: 'USD',
      });
      expect(otherAmount.statusCode).toBe(409);
      expect(otherCurrency.statusCode).toBe(409);
      const cash = await pending('cash', 25_000);
      expect((await report(cash, { transaction_id: newTransaction(), outcome: 'paid' })).statusCode).toBe(
        409,
      );
      expect(
        (await report(987_654_321, { transaction_id: newTransaction(), outcome: 'paid' })).statusCode,
      ).toBe(404);
      expect(await recorded(id)).toEqual([]);
      expect(await recorded(cash)).toEqual([]);
      expect((await donation(id)).status).toBe('pending');
      expect((await donation(cash)).status).toBe('pending');
      expect(await totals()).toEqual(before);
      // the right figures for that same transaction are then taken
      expect(
        resultOf(await report(id, { transaction_id: transaction, outcome: 'paid', amount: 20_000 })),
      ).toBe('confirmed');
    });

    it('keeps a kiosk reference, mails it once with how to pay, and shows it until it is paid', async () => {
      const id = await pending('kiosk');
      await order(id);
      const before = await totals();
      const expiresAt = '2026-12-01T18:30:00.000Z';
      const transaction = newTransaction();
      const issued = {
        transaction_id: transaction,
        outcome: 'pending',
        kiosk_reference: '91827364',
        kiosk_expires_at: expiresAt,
      };
      expect(resultOf(await report(id, issued))).toBe('reference-kept');
      expect(resultOf(await report(id, issued))).toBe('unchanged');
      const row = await donation(id);
      expect(row).toMatchObject({ status: 'pending', kiosk_reference: '91827364' });
      expect(row.kiosk_expires_at?.toISOString()).toBe(expiresAt);
      expect(await totals()).toEqual(before);

      const queued = await mails('kiosk_reference', id);
      expect(queued).toHaveLength(1);
      const mail = await composeMail(
        t.db,
        PUBLIC_URL,
        outboxMail.parse({ kind: 'kiosk_reference', payload: queued[0]!.payload }),
      );
      const text = mail!.paragraphs.join('\n');
      expect(mail!.to).toBe('donor@example.com');
      expect(text).toContain('91827364');
      expect(text).toContain(formatCairoDateTime(new Date(expiresAt)));
      expect(text).toMatch(/فوري/);
      expect(text).toMatch(/صراف/);
      expect(text).toMatch(/تطبيق/);
      expect(mail!.action!.url).toBe(`${PUBLIC_URL}/Receipt/${id}?key=${row.receipt_key}`);

      const receipt = async () =>
        (await t.call({ method: 'GET', url: `/api/receipts/${id}?key=${row.receipt_key}` })).json().data[0];
      expect(await receipt()).toMatchObject({
        status: 'pending',
        channel: 'kiosk',
        kiosk_reference: '91827364',
        kiosk_expires_at: expiresAt,
      });

      // paid hours later at the kiosk: confirmed, and the code is no longer shown
      expect(resultOf(await report(id, { transaction_id: transaction, outcome: 'paid' }))).toBe('confirmed');
      expect(await receipt()).toMatchObject({
        status: 'confirmed',
        kiosk_reference: null,
        kiosk_expires_at: null,
      });
      expect(await totals()).toEqual({
        collected: before.collected + 25_000,
        donors_count: before.donors_count + 1,
      });
      // the code mail of a donation since paid is not sent any more
      expect(
        await composeMail(
          t.db,
          PUBLIC_URL,
          outboxMail.parse({ kind: 'kiosk_reference', payload: queued[0]!.payload }),
        ),
      ).toBeNull();
    });

    it('needs the code and its expiry for a pending kiosk payment, and keeps none for a wallet', async () => {
      const kiosk = await pending('kiosk');
      const noCode = await report(kiosk, { transaction_id: newTransaction(), outcome: 'pending' });
      expect(noCode.statusCode).toBe(400);
      expect(await recorded(kiosk)).toEqual([]);
      const wallet = await pending('wallet');
      const waiting = await report(wallet, {
        transaction_id: newTransaction(),
        outcome: 'pending',
        kiosk_reference: '55554444',
        kiosk_expires_at: '2026-12-01T18:30:00Z',
      });
      expect(resultOf(waiting)).toBe('unchanged');
      expect(await donation(wallet)).toMatchObject({ status: 'pending', kiosk_reference: null });
      expect(await mails('kiosk_reference', wallet)).toEqual([]);
    });
  },
);

/** Where the engine can change the answer: the same report delivered many times at once. */
describe.each(testEngines)('the gateway’s signed internal calls, reported at once, on %s', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createGatewayCampaign(t.db);
  });
  afterAll(() => t.close());
  const { pending, order, report, newTransaction, totals, recorded, mails, resultOf } = gatewayInternalCalls(
    () => ({ t, campaign }),
  );

  it('confirms once of 100 concurrent identical reports, and adds the amount once', async () => {
    const id = await pending('wallet', 31_000);
    await order(id);
    const before = await totals();
    const transaction = newTransaction();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        report(id, { transaction_id: transaction, outcome: 'paid', amount: 31_000 }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(100).fill(200));
    const results = responses.map(resultOf);
    expect(results.filter((result) => result === 'confirmed')).toHaveLength(1);
    expect(results.filter((result) => result === 'unchanged')).toHaveLength(99);
    expect(await totals()).toEqual({
      collected: before.collected + 31_000,
      donors_count: before.donors_count + 1,
    });
    expect(await recorded(id)).toHaveLength(1);
    expect(await mails('receipt', id)).toHaveLength(1);
  });
});
