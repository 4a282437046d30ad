import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@athar/api/test/test-database';
import { BankError, createGatewayClient } from './bank/gateway-client';
import { reconcilePending } from './payments/reconcile';
import { EXPIRY, getSession, payInLightbox, save, TEST_CARD } from './test/bank-browser';
import { startPayStack, type PayStack } from './test/pay-stack';

describe.each(testEngines)('card payments through the lightbox, api and pay on loopback (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  it('approved: Save asks the bank and confirms once; replays change nothing', async () => {
    const id = await stack.cardDonation(150);
    const before = await stack.totals();
    const session = await getSession(stack, id, { amount: 1 });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ Success: true, Message: expect.stringMatching(/^SESSION/) });
    const lightbox = await fetch(session.body.LightboxUrl as string);
    expect(lightbox.status).toBe(200);
    expect(lightbox.headers.get('content-security-policy')).toContain(`frame-ancestors ${stack.apiUrl}`);
    expect(lightbox.headers.get('x-frame-options')).toBeNull();
    const page = await lightbox.text();
    expect(page).not.toMatch(/<script>|<style>| style=| on\w+=/);

    const simulated = stack.pay.bankSimulator!;
    const bankSession = simulated.sessions.get(session.body.Message as string)!;
    expect(JSON.stringify(session.body)).not.toContain(bankSession.successIndicator);
    expect([...simulated.orders.values()].find((o) => o.id === bankSession.orderId)!.amount).toBe('150.00');

    const paid = await payInLightbox(stack, bankSession.id, EXPIRY.approved);
    expect(paid.answer).toEqual({ event: 'complete', resultIndicator: bankSession.successIndicator });
    const saves = await Promise.all([
      save(stack, String(id)),
      save(stack, String(id)),
      save(stack, `${id}`, 'application/json'),
    ]);
    for (const answer of saves) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ Success: true, Status: 'confirmed' });
      expect(JSON.stringify(answer.body)).not.toContain(bankSession.successIndicator);
    }
    expect(await stack.totals()).toEqual({
      collected: before.collected + 15_000,
      donors_count: before.donors_count + 1,
    });
    const row = await stack.donation(id);
    expect(row.status).toBe('confirmed');
    expect(JSON.stringify(row)).not.toContain(TEST_CARD.replace(/ /g, ''));
    expect(JSON.stringify(row)).not.toContain(bankSession.successIndicator);
    expect(JSON.stringify([...simulated.sessions.values(), ...simulated.orders.values()])).not.toContain(
      '5123',
    );

    const again = await getSession(stack, id);
    expect(again.status).toBe(409);
    expect(again.body.Success).toBe(false);
  });

  it('declined: the lightbox reports an error and Save settles the donation as failed', async () => {
    const id = await stack.cardDonation(200);
    const before = await stack.totals();
    const session = await getSession(stack, id);
    const paid = await payInLightbox(stack, session.body.Message as string, EXPIRY.declined);
    expect(paid.answer).toMatchObject({ event: 'error', message: expect.any(String) });
    expect((await save(stack, String(id))).body).toMatchObject({ Success: true, Status: 'failed' });
    expect((await stack.donation(id)).status).toBe('failed');
    expect(await stack.totals()).toEqual(before);
  });

  it('cancelled: nothing counts; the reconciliation cancels the abandoned session later', async () => {
    const id = await stack.cardDonation(300);
    const before = await stack.totals();
    const session = await getSession(stack, id);
    const cancel = await fetch(`${stack.payUrl}/bank/checkout/${session.body.Message as string}/cancel`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(await cancel.json()).toEqual({ event: 'cancel' });
    expect((await save(stack, String(id))).body).toMatchObject({ Status: 'pending' });
    await reconcilePending(stack.pay.payments, { olderThanSeconds: 0 });
    expect((await stack.donation(id)).status).toBe('pending');
    await reconcilePending(stack.pay.payments, { olderThanSeconds: 0, abandonAfterSeconds: 0 });
    expect((await stack.donation(id)).status).toBe('cancelled');
    expect(await stack.totals()).toEqual(before);
  });

  it('timed out: pending on Save, confirmed by the reconciliation, counted once', async () => {
    const id = await stack.cardDonation(250);
    const before = await stack.totals();
    const session = await getSession(stack, id);
    const paid = await payInLightbox(stack, session.body.Message as string, EXPIRY.timeout);
    expect(paid.answer.event).toBe('complete');
    expect((await save(stack, String(id))).body).toMatchObject({ Status: 'pending' });
    expect(await reconcilePending(stack.pay.payments)).toMatchObject({ checked: 0 });
    const summary = await reconcilePending(stack.pay.payments, { olderThanSeconds: 0 });
    expect(summary.confirmed).toBeGreaterThanOrEqual(1);
    expect((await stack.donation(id)).status).toBe('confirmed');
    await reconcilePending(stack.pay.payments, { olderThanSeconds: 0 });
    expect((await save(stack, String(id))).body).toMatchObject({ Status: 'confirmed' });
    expect(await stack.totals()).toEqual({
      collected: before.collected + 25_000,
      donors_count: before.donors_count + 1,
    });
  });

  it('a forged Save confirms nothing: unpaid, unknown, cash or malformed donations', async () => {
    const id = await stack.cardDonation(400);
    const before = await stack.totals();
    await getSession(stack, id);
    expect((await save(stack, String(id))).body).toMatchObject({ Success: true, Status: 'pending' });
    expect((await save(stack, '987654321')).status).toBe(404);
    expect((await save(stack, 'DROP TABLE')).status).toBe(400);
    for (const [body, type] of [
      ['<id>1</id>', 'application/xml'],
      ['{', 'application/json'],
    ]) {
      const refused = await save(stack, body!, type);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(refused.body).toMatchObject({ Success: false, Message: 'البيانات المرسلة غير صحيحة' });
    }
    const cash = await stack.t.db
      .selectFrom('donations')
      .select('id')
      .where('type', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await save(stack, String(cash.id))).status).toBe(400);
    expect((await getSession(stack, cash.id)).body).toMatchObject({
      Success: false,
      Message: expect.any(String),
    });
    expect((await getSession(stack, 987654321)).status).toBe(404);
    expect(await stack.totals()).toEqual(before);
  });

  it('a tampered amount at the bank is never confirmed', async () => {
    const id = await stack.cardDonation(500);
    const before = await stack.totals();
    const session = await getSession(stack, id);
    const simulated = stack.pay.bankSimulator!;
    const orderId = simulated.sessions.get(session.body.Message as string)!.orderId;
    await payInLightbox(stack, session.body.Message as string, EXPIRY.approved);
    const order = [...simulated.orders.values()].find((o) => o.id === orderId)!;
    order.amount = '5.00';
    expect((await save(stack, String(id))).body).toMatchObject({ Status: 'failed' });
    expect((await stack.donation(id)).status).toBe('failed');
    expect(await stack.totals()).toEqual(before);
  });

  it('the bank refuses a merchant with the wrong API password', async () => {
    const bank = createGatewayClient({
      baseUrl: `${stack.payUrl}/bank`,
      passwords: new Map([[stack.campaign.merchant_id!, 'wrong-password']]),
    });
    await expect(bank.retrieveOrder(stack.campaign.merchant_id!, 'athar-1-00000000')).rejects.toBeInstanceOf(
      BankError,
    );
  });

  it('answers CORS for the web app origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.payUrl}/api/hostedcheckout/GetSessionId`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const ours = await preflight(stack.apiUrl);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('access-control-allow-origin')).toBe(stack.apiUrl);
    const theirs = await preflight('https://evil.example');
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
  });
});
