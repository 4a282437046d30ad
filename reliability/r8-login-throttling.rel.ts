import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import * as rateLimit from '@athar/api/lib/rate-limiter';
import { hashPassword } from '@athar/api/lib/passwords';
import { createAppWithSettings, createUser, uniqueEmail } from '@athar/api/test/factories';
import { createLoggedInStaff } from '@athar/api/test/staff-factories';
import type { TestApp } from '@athar/api/test/test-app';
import { oneEngine } from '@athar/api/test/test-database';
import { recordResult } from './support/results';

/**
 * R8: password guessing is throttled per account and address together (5 failures), per account from
 * any address (20, against guesses spread over many addresses) and per address only far higher (100),
 * for visitors and charity staff alike, with the memory store (one instance) and the Redis store
 * (several). So an address behind a carrier-grade NAT that failed for other accounts still lets the
 * right password in; once an account is throttled, even the right password gets the 429, so a guess
 * cannot be confirmed; guesses sent all at once are counted before they are judged, so no more than
 * the limit are; a forged X-Forwarded-For changes nothing.
 */
// the policy itself, written out (apps/api/src/lib/rate-limiter.ts limitRules must agree: checked below)
const PAIR = 5;
const ACCOUNT = 20;
const ADDRESS = 100;
const BURST = 40;
/** more failures from one address than the old per-address limit (10) allowed */
const NAT_FAILURES = 30;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const randomIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

const logins = {
  visitor: '/api/auth/login',
  staff: '/api/charity/auth/login',
} as const;

describe.each(oneEngine.flatMap((engine) => [[engine, 'memory'] as const, [engine, 'redis'] as const]))(
  'R8 login brute force on %s with the %s store',
  (engine, store) => {
    let t: TestApp;
    let ngoId: number;
    const started = Date.now();
    beforeAll(async () => {
      t = await createAppWithSettings(engine, store === 'redis' ? { REDIS_URL } : {});
      ngoId = (await t.db.selectFrom('ngos').select('id').executeTakeFirstOrThrow()).id;
    });
    afterAll(() => t.close());

    const login = (
      kind: keyof typeof logins,
      email: string,
      password: string,
      ip: string,
      forwardedFor?: string,
    ) =>
      t.call({
        method: 'POST',
        url: logins[kind],
        payload: { email, password },
        remoteAddress: ip,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });

    /** An account of the given kind with a known password. */
    async function account(kind: keyof typeof logins) {
      if (kind === 'visitor') return createUser(t.db);
      const staff = await createLoggedInStaff(t.db, ngoId);
      const password = `staff-${randomBytes(6).toString('hex')}`;
      await t.db
        .updateTable('charity_staff')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', staff.id)
        .execute();
      return { email: staff.email, password };
    }

    /** Wrong guesses one after another until the first 429: how many were judged (400) before it. */
    async function guessesBeforeBlock(
      limit: number,
      guess: (attempt: number) => Promise<{ statusCode: number; body: string }>,
    ) {
      for (let attempt = 0; attempt <= limit; attempt++) {
        const response = await guess(attempt);
        if (response.statusCode === 429) {
          expect(JSON.parse(response.body).message).toBe(apiMessages.tooManyRequests);
          return attempt;
        }
        expect(response.statusCode).toBe(400);
      }
      return Number.POSITIVE_INFINITY;
    }

    /** Sends `guesses` at once; how many were judged (400) and refused (429, in Arabic). */
    async function burst(guesses: (() => Promise<{ statusCode: number; body: string }>)[]) {
      const answers = await Promise.all(guesses.map((guess) => guess()));
      for (const answer of answers.filter((a) => a.statusCode === 429)) {
        expect(JSON.parse(answer.body).message).toBe(apiMessages.tooManyRequests);
      }
      const judged = answers.filter((a) => a.statusCode === 400).length;
      const refused = answers.filter((a) => a.statusCode === 429).length;
      expect(judged + refused).toBe(guesses.length);
      return { judged, refused };
    }

    it('states the same policy as the api', () => {
      const rules = rateLimit.limitRules as Record<string, { max: number } | undefined>;
      expect([rules.loginPair?.max, rules.loginAccount?.max, rules.loginIp?.max]).toEqual([
        PAIR,
        ACCOUNT,
        ADDRESS,
      ]);
    });

    for (const kind of ['visitor', 'staff'] as const) {
      it(`${kind}: one account from one address is throttled after ${PAIR} guesses; elsewhere the right password works`, async () => {
        const target = await account(kind);
        const ip = randomIp();
        const judged = await guessesBeforeBlock(PAIR, () => login(kind, target.email, 'wrong-password', ip));
        expect(judged).toBe(PAIR);
        expect((await login(kind, target.email, target.password, ip)).statusCode).toBe(429);
        expect((await login(kind, target.email, target.password, randomIp())).statusCode).toBe(200);
        recordResult(
          'R8',
          `${kind} account+address ${engine}/${store}`,
          true,
          `429 after ${judged} guesses`,
          Date.now() - started,
        );
      });

      it(`${kind}: one account from many addresses is throttled after ${ACCOUNT} guesses, even the right password`, async () => {
        const target = await account(kind);
        const judged = await guessesBeforeBlock(ACCOUNT, () =>
          login(kind, target.email, 'wrong-password', randomIp()),
        );
        expect(judged).toBe(ACCOUNT);
        expect((await login(kind, target.email, target.password, randomIp())).statusCode).toBe(429);
        recordResult(
          'R8',
          `${kind} account ${engine}/${store}`,
          true,
          `429 after ${judged} guesses`,
          Date.now() - started,
        );
      });

      it(`${kind}: an address that failed for other accounts still lets the right password in (carrier-grade NAT)`, async () => {
        const ip = randomIp();
        for (let attempt = 0; attempt < NAT_FAILURES; attempt++) {
          expect((await login(kind, uniqueEmail(), 'wrong-password', ip)).statusCode).toBe(400);
        }
        const target = await account(kind);
        expect((await login(kind, target.email, target.password, ip)).statusCode).toBe(200);
      });

      it(`${kind}: one address trying many accounts is throttled after ${ADDRESS} guesses`, async () => {
        const ip = randomIp();
        const judged = await guessesBeforeBlock(ADDRESS, () =>
          login(kind, uniqueEmail(), 'wrong-password', ip),
        );
        expect(judged).toBe(ADDRESS);
        const target = await account(kind);
        expect((await login(kind, target.email, target.password, ip)).statusCode).toBe(429);
        expect((await login(kind, target.email, target.password, randomIp())).statusCode).toBe(200);
        recordResult(
          'R8',
          `${kind} address ${engine}/${store}`,
          true,
          `429 after ${judged} guesses`,
          Date.now() - started,
        );
      });

      it(`${kind}: ${BURST} wrong passwords at once are judged ${PAIR} at most from one address, ${ACCOUNT} from many`, async () => {
        const target = await account(kind);
        const ip = randomIp();
        const oneAddress = await burst(
          Array.from({ length: BURST }, () => () => login(kind, target.email, 'wrong-password', ip)),
        );
        expect(oneAddress.judged).toBeGreaterThan(0);
        expect(oneAddress.judged).toBeLessThanOrEqual(PAIR);

        const spread = await account(kind);
        const manyAddresses = await burst(
          Array.from({ length: BURST }, () => () => login(kind, spread.email, 'wrong-password', randomIp())),
        );
        expect(manyAddresses.judged).toBeGreaterThan(0);
        expect(manyAddresses.judged).toBeLessThanOrEqual(ACCOUNT);
        expect((await login(kind, spread.email, spread.password, randomIp())).statusCode).toBe(429);
        recordResult(
          'R8',
          `${kind} burst ${engine}/${store}`,
          true,
          `${BURST} at once: ${oneAddress.judged} judged from one address, ${manyAddresses.judged} from ${BURST}`,
          Date.now() - started,
        );
      });

      it(`${kind}: a forged X-Forwarded-For from the internet does not reset the limits`, async () => {
        const target = await account(kind);
        const ip = randomIp();
        const judged = await guessesBeforeBlock(PAIR, () =>
          login(kind, target.email, 'wrong-password', ip, randomIp()),
        );
        expect(judged).toBe(PAIR);
      });
    }
  },
);
