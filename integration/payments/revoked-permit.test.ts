import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, cairoDay } from '@athar/api/lib/cairo-time';
import { createPermit } from '@athar/api/test/charity-factories';
import { signedCall } from '@athar/api/test/signed-call';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { testEngines } from '@athar/api/test/test-database';
import { paymobText } from '@athar/pay/gateway/simulator/messages';
import { EXPIRY, getSession, payInLightbox, save } from './bank-browser';
import {
  callbacksDelivered,
  clientSecretOf,
  gatewayTransactionOf,
  openCheckout,
  payAtKiosk,
  paidSilently,
  sendCallback,
  takeKioskReference,
} from './gateway-browser';
import { startPayStack, type PayStack } from './pay-stack';

/**
 * Issue 34, hole 1 (docs/decisions/026), through the api, the payment host, the bank and the gateway on
 * real ports: a kiosk reference, a card session and a wallet intention opened before the charity's permit
 * was revoked are closed by the revocation; money that still reaches the bank or the gateway afterwards is
 * given back, never counted, and every step is an event on the donation.
 */
describe.each(testEngines)('a revoked permit collects nothing (%s)', (engine) => {
  let stack: PayStack;
  const today = cairoDay(new Date());

  beforeAll(async () => {
    stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100] });
    await stack.enableGateway();
  });
  afterAll(() => stack.close());

  /** The operator's `npm run charity -- permit revoke` for every permit of the campaign's charity. */
  async function revokeEveryPermit() {
    const permits = await stack.t.db
      .selectFrom('charity_permits')
      .select('id')
      .where('ngo_id', '=', stack.campaign.ngo_id)
      .where('status', '=', 'approved')
      .where('revoked_at', 'is', null)
      .execute();
    for (const { id } of permits) {
      const answer = await signedCall(stack.t, stack.t.config.PAY_WEBHOOK_SECRET, {
        method: 'POST',
        url: `/api/internal/charity/permits/${id}/revoke`,
      });
      expect(answer.statusCode).toBe(200);
    }
  }
  const events = async (id: number) =>
    (
      await stack.t.db
        .selectFrom('donation_events')
        .select(['action', 'staff_id'])
        .where('donation_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((row) => `${row.action}${row.staff_id === null ? '' : ' by staff'}`);

  it('voids the kiosk reference, ends the intention, refunds the card and the wallet paid afterwards', async () => {
    // before the revocation: a kiosk reference taken, a wallet checkout open, a card session open,
    // and a wallet payment waiting for the wallet's answer
    const kiosk = await stack.gatewayDonation('kiosk', 200);
    const kioskCheckout = await openCheckout(stack, kiosk);
    expect((await takeKioskReference(stack, kioskCheckout.body.URL as string)).status).toBe(303);
    await callbacksDelivered(stack);
    const { kiosk_reference: reference } = await stack.donation(kiosk.id);
    expect(reference).toMatch(/^[0-9]{8}$/);

    const wallet = await stack.gatewayDonation('wallet', 300);
    const walletCheckout = await openCheckout(stack, wallet);
    expect(walletCheckout.status).toBe(200);

    const card = await stack.cardDonation(400);
    const session = await getSession(stack, card);
    expect(session.status).toBe(200);

    const waiting = await paidSilently(stack, 500);
    const before = await stack.totals();

    await revokeEveryPermit();
    for (const donation of [kiosk, wallet, card, waiting.donation])
      expect((await stack.donation(donation.id)).status).toBe('cancelled');

    // the kiosk's cashier cannot take the reference any more; its void was recorded
    const atKiosk = await payAtKiosk(stack, reference!);
    expect(atKiosk.status).toBe(409);
    expect(atKiosk.body).toMatchObject({ ok: false, message: paymobText.kioskVoided });
    expect((await gatewayTransactionOf(stack, kiosk.id)).is_voided).toBe(true);
    await callbacksDelivered(stack);
    expect(await events(kiosk.id)).toEqual(['permit_revoked', 'voided']);

    // the wallet's checkout ended: the donor can neither pay on it nor reopen it
    const intention = stack.pay.paymobSimulator!.intentions.get(
      stack.pay.paymobSimulator!.bySecret.get(clientSecretOf(walletCheckout.body.URL as string))!,
    )!;
    expect(intention.finished).toBe(true);
    expect((await openCheckout(stack, wallet)).status).toBe(409);

    // the card's lightbox was still open: the bank takes the money, pay gives it back
    const paid = await payInLightbox(stack, session.body.Message as string, EXPIRY.approved);
    expect(paid.answer.event).toBe('complete');
    expect((await save(stack, card)).body).toMatchObject({ Success: true, Status: 'failed' });
    const { payment_ref: orderId } = await stack.donation(card.id);
    const bankOrder = stack.pay.bankSimulator!.orders.get(`${stack.campaign.merchant_id}/${orderId}`);
    expect(bankOrder?.refundedBy).toBeDefined();
    expect(await events(card.id)).toEqual(['permit_revoked', 'refund_due', 'refunded']);
    // a second Save gives nothing back twice
    expect((await save(stack, card)).body).toMatchObject({ Status: 'failed' });
    expect(await events(card.id)).toEqual(['permit_revoked', 'refund_due', 'refunded']);

    // the wallet answers late, approved: the gateway's callback reaches pay, the money goes back
    const callback = await sendCallback(stack, waiting.obj);
    expect(callback.status).toBe(200);
    await callbacksDelivered(stack);
    const reversed = await gatewayTransactionOf(stack, waiting.donation.id);
    expect(reversed.is_voided || reversed.is_refunded).toBe(true);
    expect(await events(waiting.donation.id)).toEqual(['permit_revoked', 'refund_due', 'voided']);
    expect((await stack.donation(waiting.donation.id)).status).toBe('cancelled');
    // the same callback again asks for nothing more
    expect((await sendCallback(stack, waiting.obj)).status).toBe(200);
    expect(await events(waiting.donation.id)).toEqual(['permit_revoked', 'refund_due', 'voided']);

    expect(await stack.totals()).toEqual(before);
    await createPermit(
      stack.t.db,
      { id: stack.campaign.ngo_id },
      { starts_on: today, ends_on: addDays(today, 90) },
    );
  });

  it('closes at pay, on the api’s signed call, what a revocation left open; a repeat is harmless', async () => {
    const wallet = await stack.gatewayDonation('wallet', 250);
    const checkout = await openCheckout(stack, wallet);
    expect(checkout.status).toBe(200);
    const card = await stack.cardDonation(250);
    const close = (id: number, signed = true) => {
      const path = `/api/internal/revoked-donations/${id}/close`;
      return fetch(`${stack.payUrl}${path}`, {
        method: 'POST',
        headers: signed
          ? signedJsonHeaders(stack.t.config.PAY_WEBHOOK_SECRET, { method: 'POST', path, body: '' })
          : {},
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    };
    // the permit stands: nothing to close
    expect((await close(wallet.id)).body).toMatchObject({ data: [{ outcome: 'nothing-open' }] });

    // revoked while pay could not be told (written straight into the database): the api's call comes later
    await stack.t.db
      .updateTable('charity_permits')
      .set({ revoked_at: new Date() })
      .where('ngo_id', '=', stack.campaign.ngo_id)
      .where('revoked_at', 'is', null)
      .execute();
    expect((await close(wallet.id, false)).status).toBe(401);
    expect(await close(wallet.id)).toEqual({
      status: 200,
      body: { status: 1, message: '', data: [{ outcome: 'closed' }] },
    });
    const intention = stack.pay.paymobSimulator!.intentions.get(
      stack.pay.paymobSimulator!.bySecret.get(clientSecretOf(checkout.body.URL as string))!,
    )!;
    expect(intention.finished).toBe(true);
    // a card whose lightbox the bank never saw has nothing open; neither has the wallet now
    expect((await close(card.id)).body).toMatchObject({ data: [{ outcome: 'nothing-open' }] });
    expect((await close(wallet.id)).status).toBe(200);
    expect(intention.finished).toBe(true);
    await createPermit(
      stack.t.db,
      { id: stack.campaign.ngo_id },
      { starts_on: today, ends_on: addDays(today, 90) },
    );
  });
});
