import { egpToPiasters } from '@athar/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@athar/api/test/test-database';
import { EXPIRY, getSession, payInLightbox, save, submit } from '../integration/payments/bank-browser';
import {
  callbacksDelivered,
  openCheckout,
  payByWallet,
  WALLET,
} from '../integration/payments/gateway-browser';
import { startPayStack, type CardDonation, type PayStack } from '../integration/payments/pay-stack';
import { recordResult } from './support/results';

/**
 * R14: a stranger cannot act on someone else's card, wallet, kiosk or Meeza donation. Donation ids are sequential, so an
 * attacker walks the ids of donors paying right now and calls every payment-host call on each — with
 * no token, with the token of a donation of their own, with a made-up one — opening sessions, paying
 * them with a declining card, saving them. Every donor's own payment must still go through, once,
 * and the attacker must learn nothing (no session id, no lightbox with the donor's amount, no
 * gateway checkout address).
 */
const DONORS = 12;

describe.each(testEngines)('R14 payment ownership on %s', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100] });
    await stack.enableGateway();
  });
  afterAll(() => stack?.close());

  it(`an attacker walking the ids of ${DONORS} paying donors blocks and learns nothing`, async () => {
    const before = await stack.totals();
    const own = await stack.cardDonation(100);
    const started = Date.now();
    const donors: CardDonation[] = [];
    const answers: number[] = [];
    let sessionsLeaked = 0;

    for (let i = 0; i < DONORS; i++) {
      const donor = await stack.cardDonation(100 + i);
      donors.push(donor);
      const session = await getSession(stack, donor);
      expect(session.status).toBe(200);
      // the attacker's sweep over the newest ids, with every kind of token it could have
      const guesses = [donor.id, donor.id + 1].flatMap((id) =>
        [own.token, 'A'.repeat(43), ''].map((token) => ({ id, token })),
      );
      for (const stranger of guesses) {
        for (const call of [getSession, submit]) {
          const answer = await call(stack, stranger);
          answers.push(answer.status);
          if (typeof answer.body.Message === 'string' && answer.body.Message.startsWith('SESSION'))
            sessionsLeaked += 1;
          if (typeof answer.body.URL === 'string') sessionsLeaked += 1;
        }
        answers.push((await save(stack, stranger)).status);
      }
      // the donor pays on the session they opened and saves
      const paid = await payInLightbox(stack, session.body.Message as string, EXPIRY.approved);
      expect(paid.answer.event).toBe('complete');
      const saved = await save(stack, donor);
      expect(saved.body).toMatchObject({ Success: true, Status: 'confirmed' });
    }
    const ms = Date.now() - started;

    expect(sessionsLeaked).toBe(0);
    expect(answers.every((status) => status === 403 || status === 400)).toBe(true);
    for (const donor of donors) expect((await stack.donation(donor.id)).status).toBe('confirmed');
    const expected = donors.reduce((sum, _, i) => sum + egpToPiasters(100 + i), 0);
    expect(await stack.totals()).toEqual({
      collected: before.collected + expected,
      donors_count: before.donors_count + DONORS,
    });
    recordResult(
      'R14',
      `payment ownership ${engine}`,
      true,
      `${answers.length} stranger calls on ${DONORS} paying donors: all refused (403/400), 0 sessions leaked; ${DONORS} paid and confirmed once`,
      ms,
    );
  });

  it('a stranger cannot fail a donor’s donation by paying it with a declining card', async () => {
    const before = await stack.totals();
    const donor = await stack.cardDonation(220);
    const attacker = await stack.cardDonation(100);
    const hijack = await getSession(stack, { id: donor.id, token: attacker.token });
    expect(hijack.status).toBe(403);
    // the attacker's own session paid with a declining card fails only the attacker's donation
    const theirs = await getSession(stack, attacker);
    await payInLightbox(stack, theirs.body.Message as string, EXPIRY.declined);
    expect((await save(stack, { id: donor.id, token: attacker.token })).status).toBe(403);
    expect((await stack.donation(donor.id)).status).toBe('pending');
    const session = await getSession(stack, donor);
    await payInLightbox(stack, session.body.Message as string, EXPIRY.approved);
    expect((await save(stack, donor)).body).toMatchObject({ Status: 'confirmed' });
    expect(await stack.totals()).toEqual({
      collected: before.collected + 22_000,
      donors_count: before.donors_count + 1,
    });
  });

  it(`an attacker walking the ids of ${DONORS} wallet donors opens no gateway checkout`, async () => {
    const before = await stack.totals();
    const own = await stack.gatewayDonation('wallet', 100);
    const started = Date.now();
    const donors: CardDonation[] = [];
    const answers: number[] = [];
    let checkoutsLeaked = 0;

    for (let i = 0; i < DONORS; i++) {
      const donor = await stack.gatewayDonation('wallet', 100 + i);
      donors.push(donor);
      const sweep = async () => {
        // the newest ids, with no token, the attacker's own, and made-up ones
        const guesses = [donor.id, donor.id + 1].flatMap((id) =>
          [undefined, own.token, 'A'.repeat(43), ''].map((token) => ({ id, token })),
        );
        for (const stranger of guesses) {
          // from an address of the attacker's own: pay's per-client limit is not what this measures
          const answer = await openCheckout(stack, stranger, `10.14.${i}.66`);
          answers.push(answer.status);
          if (typeof answer.body.URL === 'string' || JSON.stringify(answer.body).includes('unifiedcheckout'))
            checkoutsLeaked += 1;
        }
      };
      // before the donor's checkout exists (a stranger must not open it) and after (nor reopen it)
      await sweep();
      expect((await stack.donation(donor.id)).gateway_order_id).toBeNull();
      const opened = await openCheckout(stack, donor, `10.14.${i}.1`);
      expect(opened.status).toBe(200);
      await sweep();
      // the donor pays with the checkout they opened; the gateway's callback confirms it
      const paid = await payByWallet(stack, opened.body.URL as string, WALLET.approves);
      expect(paid.status).toBe(302);
    }
    await callbacksDelivered(stack);
    const ms = Date.now() - started;

    expect(checkoutsLeaked).toBe(0);
    expect(answers.filter((status) => status !== 403 && status !== 400)).toEqual([]);
    const orders = [...stack.pay.paymobSimulator!.orders.values()];
    for (const donor of donors) {
      const row = await stack.donation(donor.id);
      expect(row.status).toBe('confirmed');
      // one order at the gateway for each donor: the stranger's calls opened none
      const ofDonor = orders.filter((order) => order.merchantOrderId === `athar-${donor.id}`);
      expect(ofDonor.map((order) => String(order.id))).toEqual([row.gateway_order_id]);
    }
    const rows = await stack.t.db
      .selectFrom('gateway_transactions')
      .select('donation_id')
      .where(
        'donation_id',
        'in',
        donors.map((donor) => donor.id),
      )
      .execute();
    expect(rows).toHaveLength(DONORS);
    const expected = donors.reduce((sum, _, i) => sum + egpToPiasters(100 + i), 0);
    expect(await stack.totals()).toEqual({
      collected: before.collected + expected,
      donors_count: before.donors_count + DONORS,
    });
    expect((await stack.donation(own.id)).status).toBe('pending');
    recordResult(
      'R14',
      `gateway checkout ownership ${engine}`,
      true,
      `${answers.length} stranger checkout calls on ${DONORS} wallet donors: all refused (403/400), 0 checkout URLs leaked; ${DONORS} paid and confirmed once`,
      ms,
    );
  });
});
