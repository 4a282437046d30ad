import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { createAppWithSettings, createUser, uniqueEmail } from '../test/factories';
import { testEngines } from '../test/test-database';
import { limitRules, memoryStore, redisStore, type RateLimitStore } from './rate-limit';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

describe.each([
  ['memory', () => memoryStore()],
  ['redis', () => redisStore(REDIS_URL, `athar:test:${randomBytes(4).toString('hex')}:`)],
] as const)('rate-limit store: %s', (_name, makeStore) => {
  let store: RateLimitStore;
  beforeAll(() => {
    store = makeStore();
  });
  afterAll(() => store.close());

  it('counts hits per key inside the window, then starts again', async () => {
    expect(await store.count('a')).toBe(0);
    expect(await store.hit('a', 200)).toBe(1);
    expect(await store.hit('a', 200)).toBe(2);
    expect(await store.hit('b', 200)).toBe(1);
    expect(await store.count('a')).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.count('a')).toBe(0);
    expect(await store.hit('a', 200)).toBe(1);
    await store.reset('a');
    expect(await store.count('a')).toBe(0);
  });
});

/** Each test calls from its own address, so the per-IP windows of other tests do not interfere. */
const randomIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

describe.each(testEngines.flatMap((engine) => [[engine, 'memory'] as const, [engine, 'redis'] as const]))(
  'rate limiting on %s with the %s store',
  (engine, storeName) => {
    let t: Awaited<ReturnType<typeof createAppWithSettings>>;
    beforeAll(async () => {
      t = await createAppWithSettings(engine, storeName === 'redis' ? { REDIS_URL } : {});
    });
    afterAll(() => t.close());

    const login = (email: string, password: string, ip: string) =>
      t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

    it('answers 429 after repeated failures for one account, even the right password', async () => {
      const user = await createUser(t.db);
      for (let attempt = 0; attempt < limitRules.loginAccount.max; attempt++) {
        expect((await login(user.email, 'wrong-password', randomIp())).statusCode).toBe(400);
      }
      const blocked = await login(user.email, user.password, randomIp());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 0, message: apiMessages.tooManyRequests });
    });

    it('answers 429 after repeated failures from one address, whatever the account', async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < limitRules.loginIp.max; attempt++) {
        expect((await login(uniqueEmail(), 'wrong-password', ip)).statusCode).toBe(400);
      }
      const user = await createUser(t.db);
      expect((await login(user.email, user.password, ip)).statusCode).toBe(429);
      expect((await login(user.email, user.password, randomIp())).statusCode).toBe(200);
    });

    it('limits forgot-password requests per account and reset failures per address', async () => {
      const email = uniqueEmail();
      const forgot = () =>
        t.call({
          method: 'POST',
          url: '/api/auth/forgotpass',
          payload: { email },
          remoteAddress: randomIp(),
        });
      for (let attempt = 0; attempt < limitRules.forgotAccount.max; attempt++) {
        expect((await forgot()).statusCode).toBe(200);
      }
      expect((await forgot()).statusCode).toBe(429);

      const ip = randomIp();
      const reset = () =>
        t.call({
          method: 'POST',
          url: `/api/auth/resetpass?token=${randomBytes(32).toString('base64url')}`,
          payload: { newpass: 'brand-new-pass' },
          remoteAddress: ip,
        });
      for (let attempt = 0; attempt < limitRules.resetIp.max; attempt++) {
        expect((await reset()).statusCode).toBe(400);
      }
      expect((await reset()).statusCode).toBe(429);
    });
  },
);
