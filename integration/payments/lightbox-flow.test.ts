import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneEngine, testEngines } from '@athar/api/test/test-database';
import { BankError, createGatewayClient } from '@athar/pay/bank/gateway-client';
import { reconcilePending } from '@athar/pay/payments/reconcile';
import { payMessages } from '@athar/pay/messages';
import { EXPIRY, getSession, payInLightbox, save, saveBody, submit, TEST_CARD } from './bank-browser';
import { startPayStack, type PayStack } from './pay-stack';

/**
 * The lightbox flow from GetSessionId through the bank's lightbox to Save, and what only the flow
 * shows (the payment token across the calls, the reconciliation). Each call on its own is tested
 * beside its route in apps/pay/src/routes/ (get-session-id.test.ts, save-payment.test.ts).
 */
describe.each(oneEngine)('card payments through the lightbox, api and pay on loopback (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  it('declined: the lightbox reports an error and Save settles the donation as failed', async () => {
    const donation = await stack.cardDonation(200);
    const before = await stack.totals();
    const session = await getSession(stack, donation);
    const paid = await payInLightbox(stack, session.body.Message as string, EXPIRY.declined);
    expect(paid.answer).toMatchObject({ event: 'error', message: expect.any(String) });
    expect((await save(stack, donation)).body).toMatchObject({ Success: true, Status: 'failed' });
    expect((await stack.donation(donation.id)).status).toBe('failed');
    expect(await stack.totals()).toEqual(before);
  });

  it('cancelled: nothing counts; the reconciliation cancels the abandoned session later', async () => {
    const donation = await stack.cardDonation(300);
    const id = donation.id;
    const before = await stack.totals();
    const session = await getSession(stack, donation);
    const cancel = await fetch(`${stack.payUrl}/bank/checkout/${session.body.Message as string}/cancel`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(await cancel.json()).toEqual({ event: 'cancel' });
    expect((await save(stack, donation)).body).toMatchObject({ Status: 'pending' });
    await reconcilePending(stack.pay.payments, { olderThanSeconds: 0 });
    expect((await stack.donation(id)).status).toBe('pending');
    await reconcilePending(stack.pay.payments, { olderThanSeconds: 0, abandonAfterSeconds: 0 });
    expect((await stack.donation(id)).status).toBe('cancelled');
    expect(await stack.totals()).toEqual(before);
  });

  it('timed out: pending on Save, confirmed by the reconciliation, counted once', async () => {
    const donation = await stack.cardDonation(250);
    const id = donation.id;
    const before = await stack.totals();
    const session = await getSession(stack, donation);
    const paid = await payInLightbox(stack, session.body.Message as string, EXPIRY.timeout);
    expect(paid.answer.event).toBe('complete');
    expect((await save(stack, donation)).body).toMatchObject({ Status: 'pending' });
    expect(await reconcilePending(stack.pay.payments)).toMatchObject({ checked: 0 });
    const summary = await reconcilePending(stack.pay.payments, { olderThanSeconds: 0 });
    expect(summary.confirmed).toBeGreaterThanOrEqual(1);
    expect((await stack.donation(id)).status).toBe('confirmed');
    await reconcilePending(stack.pay.payments, { olderThanSeconds: 0 });
    expect((await save(stack, donation)).body).toMatchObject({ Status: 'confirmed' });
    expect(await stack.totals()).toEqual({
      collected: before.collected + 25_000,
      donors_count: before.donors_count + 1,
    });
  });

  it('only the browser holding the payment token opens or settles the payment', async () => {
    const donor = await stack.cardDonation(160);
    const other = await stack.cardDonation(170);
    const before = await stack.totals();
    const session = await getSession(stack, donor);
    expect(session.status).toBe(200);
    // a stranger: no token, another donation's token, a made-up token, or a replayed creation's old one
    const strangers = [
      { id: donor.id, token: other.token },
      { id: donor.id, token: 'A'.repeat(43) },
    ];
    for (const stranger of strangers) {
      for (const answer of [
        await getSession(stack, stranger),
        await submit(stack, stranger),
        await save(stack, stranger),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ Success: false, Message: payMessages.paymentNotAllowed });
      }
    }
    for (const body of [String(donor.id), JSON.stringify({ donationId: donor.id })]) {
      expect((await saveBody(stack, body)).status).toBe(400);
      expect((await getSession(stack, donor, { paymentToken: undefined })).status).toBe(400);
    }
    // the stranger's declining card cannot close it, and the donor's own session still stands
    const hijack = await getSession(stack, { id: donor.id, token: other.token });
    expect(hijack.body.Message).not.toBe(session.body.Message);
    const paid = await payInLightbox(stack, session.body.Message as string, EXPIRY.approved);
    expect(paid.answer.event).toBe('complete');
    expect((await save(stack, donor)).body).toMatchObject({ Success: true, Status: 'confirmed' });
    expect(await stack.totals()).toEqual({
      collected: before.collected + 16_000,
      donors_count: before.donors_count + 1,
    });
  });

  it('a payment token expires, and a replayed creation replaces it', async () => {
    const key = `replay-${Date.now()}`;
    const first = await stack.cardDonation(180, key);
    const again = await stack.cardDonation(180, key);
    expect(again.id).toBe(first.id);
    expect(again.token).not.toBe(first.token);
    expect((await getSession(stack, first)).status).toBe(403);
    expect((await getSession(stack, again)).status).toBe(200);
    await stack.t.db
      .updateTable('donations')
      .set({ payment_token_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', again.id)
      .execute();
    expect((await save(stack, again)).status).toBe(403);
    const row = await stack.donation(again.id);
    expect(JSON.stringify(row)).not.toContain(again.token);
    expect(row.payment_token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a tampered amount at the bank is never confirmed', async () => {
    const donation = await stack.cardDonation(500);
    const id = donation.id;
    const before = await stack.totals();
    const session = await getSession(stack, donation);
    const simulated = stack.pay.bankSimulator!;
    const orderId = simulated.sessions.get(session.body.Message as string)!.orderId;
    await payInLightbox(stack, session.body.Message as string, EXPIRY.approved);
    const order = [...simulated.orders.values()].find((o) => o.id === orderId)!;
    order.amount = '5.00';
    expect((await save(stack, donation)).body).toMatchObject({ Status: 'failed' });
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
});

/** Where the engine can change the answer: the same payment saved several times at once. */
describe.each(testEngines)('card payments through the lightbox, saved at once (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  it('approved: Save asks the bank and confirms once; replays change nothing', async () => {
    const donation = await stack.cardDonation(150);
    const id = donation.id;
    const before = await stack.totals();
    const session = await getSession(stack, donation, { amount: 1 });
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
      save(stack, donation),
      save(stack, donation),
      saveBody(stack, JSON.stringify({ donationId: String(id), paymentToken: donation.token })),
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

    const again = await getSession(stack, donation);
    expect(again.status).toBe(409);
    expect(again.body.Success).toBe(false);
  });
});
