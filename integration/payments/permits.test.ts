import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { addDays, cairoDay } from '@athar/api/lib/cairo-time';
import { createPermit } from '@athar/api/test/charity-factories';
import { oneEngine } from '@athar/api/test/test-database';
import { payMessages } from '@athar/pay/messages';
import { EXPIRY, getSession, payInLightbox, save, submit } from './bank-browser';
import { callbacksDelivered, openCheckout, payByWallet, WALLET } from './gateway-browser';
import { startPayStack, type PayStack } from './pay-stack';

describe.each(oneEngine)('the payment host without a fundraising permit in force (%s)', (engine) => {
  let stack: PayStack;
  const today = cairoDay(new Date());

  beforeAll(async () => {
    stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100] });
    await stack.enableGateway();
  });
  afterAll(() => stack.close());

  /**
   * Every permit of the campaign's charity reached its last day yesterday: no new payment may start.
   * (A revocation is another matter: it closes what was open, integration/payments/revoked-permit.test.ts.)
   */
  const lapse = async () => {
    await stack.t.db
      .updateTable('charity_permits')
      .set({ ends_on: addDays(today, -1) })
      .where('ngo_id', '=', stack.campaign.ngo_id)
      .where((eb) => eb('starts_on', '<', eb.cast<Date>(eb.val(today), 'date')))
      .where((eb) => eb('ends_on', '>=', eb.cast<Date>(eb.val(today), 'date')))
      .execute();
    // the permits this file gave from today on (renew) are gone, not lapsed
    await stack.t.db
      .deleteFrom('charity_permits')
      .where('ngo_id', '=', stack.campaign.ngo_id)
      .where((eb) => eb('starts_on', '>=', eb.cast<Date>(eb.val(today), 'date')))
      .execute();
  };
  /** The donor was asked to pay yesterday, inside the permit that has lapsed since. */
  const askedYesterday = (...ids: number[]) =>
    stack.t.db
      .updateTable('donations')
      // created_at is the database's own on insert; a test moves it back by hand
      .set({ created_at: new Date(Date.now() - 24 * 3600_000) } as never)
      .where('id', 'in', ids)
      .execute();
  const renew = () =>
    createPermit(
      stack.t.db,
      { id: stack.campaign.ngo_id },
      { starts_on: today, ends_on: addDays(today, 90) },
    );
  const paused = { Success: false, Message: payMessages.donationsPaused };

  it('opens no bank session or gateway checkout for a donation made before the lapse, until a new permit', async () => {
    const card = await stack.cardDonation(150);
    const wallet = await stack.gatewayDonation('wallet', 150);
    await lapse();

    for (const answer of [
      await getSession(stack, card),
      await submit(stack, card),
      await openCheckout(stack, wallet),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(paused);
    }
    expect(await stack.donation(card.id)).toMatchObject({ status: 'pending', payment_session_id: null });
    expect(await stack.donation(wallet.id)).toMatchObject({ status: 'pending', gateway_order_id: null });
    expect(stack.pay.paymobSimulator!.intentions.size).toBe(0);

    await renew();
    const session = await getSession(stack, card);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ Success: true, Message: expect.stringMatching(/^SESSION/) });
    expect((await openCheckout(stack, wallet)).status).toBe(200);
  });

  it('settles a card payment and a wallet payment started before the lapse', async () => {
    const card = await stack.cardDonation(200);
    const session = await getSession(stack, card);
    expect(session.status).toBe(200);
    const wallet = await stack.gatewayDonation('wallet', 300);
    const checkout = await openCheckout(stack, wallet);
    expect(checkout.status).toBe(200);
    const before = await stack.totals();
    await askedYesterday(card.id, wallet.id);
    await lapse();

    // the donor pays on the pages already open: the bank's answer and the gateway's callback still count
    const paid = await payInLightbox(stack, session.body.Message as string, EXPIRY.approved);
    expect(paid.answer.event).toBe('complete');
    expect((await save(stack, card)).body).toMatchObject({ Success: true, Status: 'confirmed' });
    expect((await payByWallet(stack, checkout.body.URL as string, WALLET.approves)).status).toBe(302);
    const delivered = await callbacksDelivered(stack);
    expect(delivered.every((d) => d.delivered && d.status === 200)).toBe(true);
    expect((await stack.donation(wallet.id)).status).toBe('confirmed');
    expect(await stack.totals()).toEqual({
      collected: before.collected + 50_000,
      donors_count: before.donors_count + 2,
    });
    // but the checkout is not reopened for another payment, and no new donation is taken
    const another = await stack.gatewayDonation('wallet', 100).catch((error: Error) => error.message);
    expect(another).toContain(apiMessages.donationsPaused);
    await renew();
  });
});
