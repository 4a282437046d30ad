import { egpToPiasters } from '@athar/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@athar/api/test/test-database';
import { EXPIRY, getSession, payInLightbox, save, submit } from '../integration/payments/bank-browser';
import { startPayStack, type CardDonation, type PayStack } from '../integration/payments/pay-stack';
import { recordResult } from './support/results';

/**
 * R14: a stranger cannot act on someone else's card donation. Donation ids are sequential, so an
 * attacker walks the ids of donors paying right now and calls every payment-host call on each — with
 * no token, with the token of a donation of their own, with a made-up one — opening sessions, paying
 * them with a declining card, saving them. Every donor's own payment must still go through, once,
 * and the attacker must learn nothing (no session id, no lightbox with the donor's amount).
 */
const DONORS = 12;

describe.each(testEngines)('R14 payment ownership on %s', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
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
});
