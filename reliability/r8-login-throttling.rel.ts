import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { hashPassword } from '@athar/api/services/passwords';
import { createAppWithSettings, createUser, uniqueEmail } from '@athar/api/test/factories';
import { createLoggedInStaff } from '@athar/api/test/staff-factories';
import type { TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { recordResult } from './support/results';

/**
 * R8: password guessing is throttled within 10 attempts, per account (whatever address the guesses
 * come from) and per address (whatever accounts it tries), for visitors and charity staff alike,
 * with the memory store (one instance) and the Redis store (several). Once throttled, even the right
 * password gets the 429, so a guess cannot be confirmed; a forged X-Forwarded-For changes nothing.
 */
const MAX_GUESSES = 10;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const randomIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

const logins = {
  visitor: '/api/auth/login',
  staff: '/api/charity/auth/login',
} as const;

describe.each(testEngines.flatMap((engine) => [[engine, 'memory'] as const, [engine, 'redis'] as const]))(
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

    /** Wrong guesses until the first 429: how many were judged (400) before it. */
    async function guessesBeforeBlock(
      guess: (attempt: number) => Promise<{ statusCode: number; body: string }>,
    ) {
      for (let attempt = 0; attempt <= MAX_GUESSES; attempt++) {
        const response = await guess(attempt);
        if (response.statusCode === 429) {
          expect(JSON.parse(response.body).message).toBe(apiMessages.tooManyRequests);
          return attempt;
        }
        expect(response.statusCode).toBe(400);
      }
      return Number.POSITIVE_INFINITY;
    }

    for (const kind of ['visitor', 'staff'] as const) {
      it(`${kind}: one account from many addresses is throttled within ${MAX_GUESSES} guesses`, async () => {
        const target = await account(kind);
        const judged = await guessesBeforeBlock(() =>
          login(kind, target.email, 'wrong-password', randomIp()),
        );
        expect(judged).toBeLessThanOrEqual(MAX_GUESSES);
        expect((await login(kind, target.email, target.password, randomIp())).statusCode).toBe(429);
        recordResult(
          'R8',
          `${kind} account ${engine}/${store}`,
          true,
          `429 after ${judged} guesses`,
          Date.now() - started,
        );
      });

      it(`${kind}: one address trying many accounts is throttled within ${MAX_GUESSES} guesses`, async () => {
        const ip = randomIp();
        const judged = await guessesBeforeBlock(() => login(kind, uniqueEmail(), 'wrong-password', ip));
        expect(judged).toBeLessThanOrEqual(MAX_GUESSES);
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

      it(`${kind}: a forged X-Forwarded-For from the internet does not reset the address limit`, async () => {
        const ip = randomIp();
        const judged = await guessesBeforeBlock(() =>
          login(kind, uniqueEmail(), 'wrong-password', ip, randomIp()),
        );
        expect(judged).toBeLessThanOrEqual(MAX_GUESSES);
      });
    }
  },
);
