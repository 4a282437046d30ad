import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { sendResetMail } from '../services/account-mails';
import type { Mailer, OutgoingMail } from '../services/mailer';
import { createAppWithSettings, createUser, uniqueEmail } from '../test/factories';
import { oneEngine } from '../test/test-database';
import { limitRules, memoryStore, RateLimiter, redisStore, type RateLimitStore } from '../lib/rate-limiter';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

describe.each([
  ['memory', () => ({ store: memoryStore(), prefix: '' })],
  [
    'redis',
    () => {
      const prefix = `athar:test:${randomBytes(4).toString('hex')}:`;
      return { store: redisStore(REDIS_URL, prefix), prefix };
    },
  ],
] as const)('rate-limit store: %s', (name, makeStore) => {
  let store: RateLimitStore;
  let prefix: string;
  let redis: Redis | undefined;
  beforeAll(() => {
    ({ store, prefix } = makeStore());
    if (name === 'redis') redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await store.close();
    await redis?.quit();
  });

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

  it('takes a hit back without going below zero or leaving a key without its expiry', async () => {
    await store.release('never-hit');
    expect(await store.count('never-hit')).toBe(0);
    if (redis) expect(await redis.exists(`${prefix}never-hit`)).toBe(0);

    await store.hit('c', 60_000);
    await store.hit('c', 60_000);
    await store.release('c');
    expect(await store.count('c')).toBe(1);
    if (redis) expect(await redis.pttl(`${prefix}c`)).toBeGreaterThan(50_000);
    await store.release('c');
    await store.release('c');
    expect(await store.count('c')).toBe(0);
    if (redis) expect(await redis.exists(`${prefix}c`)).toBe(0);
    expect(await store.hit('c', 60_000)).toBe(1);
  });

  it('lets at most `max` of 40 reservations made at once through', async () => {
    const limiter = new RateLimiter(store);
    const rule = { name: `burst-${randomBytes(3).toString('hex')}`, max: 5, windowMs: 60_000 };
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => limiter.reserve([{ rule, subject: 'x' }])),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect((result as PromiseRejectedResult).reason.statusCode).toBe(429);
    }
    // the refused ones were handed back: the window holds exactly the 5 kept
    expect(await store.count(`${rule.name}:x`)).toBe(5);
  });

  it('hands a released reservation back once, to every check', async () => {
    const limiter = new RateLimiter(store);
    const one = {
      rule: { name: `r1-${randomBytes(3).toString('hex')}`, max: 2, windowMs: 60_000 },
      subject: 's',
    };
    const two = {
      rule: { name: `r2-${randomBytes(3).toString('hex')}`, max: 9, windowMs: 60_000 },
      subject: 's',
    };
    const reservation = await limiter.reserve([one, two]);
    await reservation.release();
    await reservation.release();
    expect(await store.count(`${one.rule.name}:s`)).toBe(0);
    expect(await store.count(`${two.rule.name}:s`)).toBe(0);
    // a refusal by one check leaves the other untouched
    await limiter.reserve([one]);
    await limiter.reserve([one]);
    await expect(limiter.reserve([one, two], 'رسالة')).rejects.toMatchObject({
      statusCode: 429,
      message: 'رسالة',
    });
    expect(await store.count(`${two.rule.name}:s`)).toBe(0);
  });
});

/** Each test calls from its own address, so the per-address windows of other tests do not interfere. */
const randomIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

describe.each(oneEngine.flatMap((engine) => [[engine, 'memory'] as const, [engine, 'redis'] as const]))(
  'rate limiting on %s with the %s store',
  (engine, storeName) => {
    let t: Awaited<ReturnType<typeof createAppWithSettings>>;
    beforeAll(async () => {
      t = await createAppWithSettings(engine, storeName === 'redis' ? { REDIS_URL } : {});
    });
    afterAll(() => t.close());

    const login = (email: string, password: string, ip: string) =>
      t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

    it('limits one account from one address to 5 failures; the right password elsewhere still works', async () => {
      const user = await createUser(t.db);
      const ip = randomIp();
      for (let attempt = 0; attempt < limitRules.loginPair.max; attempt++) {
        expect((await login(user.email, 'wrong-password', ip)).statusCode).toBe(400);
      }
      const blocked = await login(user.email, user.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 0, message: apiMessages.tooManyRequests });
      expect((await login(user.email, user.password, randomIp())).statusCode).toBe(200);
    });

    it('answers 429 after repeated failures for one account from many addresses, even the right password', async () => {
      const user = await createUser(t.db);
      for (let attempt = 0; attempt < limitRules.loginAccount.max; attempt++) {
        expect((await login(user.email, 'wrong-password', randomIp())).statusCode).toBe(400);
      }
      const blocked = await login(user.email, user.password, randomIp());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 0, message: apiMessages.tooManyRequests });
    });

    it('lets the right password in from an address that failed for other accounts (carrier-grade NAT)', async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < 3 * limitRules.loginPair.max; attempt++) {
        expect((await login(uniqueEmail(), 'wrong-password', ip)).statusCode).toBe(400);
      }
      const user = await createUser(t.db);
      expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    });

    it('answers 429 only after far more failures from one address, whatever the account', async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < limitRules.loginIp.max; attempt++) {
        expect((await login(uniqueEmail(), 'wrong-password', ip)).statusCode).toBe(400);
      }
      const user = await createUser(t.db);
      expect((await login(user.email, user.password, ip)).statusCode).toBe(429);
      expect((await login(user.email, user.password, randomIp())).statusCode).toBe(200);
    });

    it('forgets the failures of an account and address after the right password', async () => {
      const user = await createUser(t.db);
      const ip = randomIp();
      for (let attempt = 0; attempt < limitRules.loginPair.max - 1; attempt++) {
        expect((await login(user.email, 'wrong-password', ip)).statusCode).toBe(400);
      }
      expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
      for (let attempt = 0; attempt < limitRules.loginPair.max; attempt++) {
        expect((await login(user.email, 'wrong-password', ip)).statusCode).toBe(400);
      }
      expect((await login(user.email, 'wrong-password', ip)).statusCode).toBe(429);
    });

    it('judges at most 5 of 40 wrong passwords sent at once from one address', async () => {
      const user = await createUser(t.db);
      const ip = randomIp();
      const statuses = (
        await Promise.all(Array.from({ length: 40 }, () => login(user.email, 'wrong-password', ip)))
      ).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 400)).toHaveLength(limitRules.loginPair.max);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - limitRules.loginPair.max);
    });

    it('limits forgot-password requests per account, even sent at once, and reset failures per address', async () => {
      const email = uniqueEmail();
      const forgot = () =>
        t.call({
          method: 'POST',
          url: '/api/auth/forgotpass',
          payload: { email },
          remoteAddress: randomIp(),
        });
      const statuses = (await Promise.all(Array.from({ length: 10 }, forgot))).map((r) => r.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(limitRules.forgotAccount.max);
      expect((await forgot()).statusCode).toBe(429);

      const ip = randomIp();
      const reset = () =>
        t.call({
          method: 'POST',
          url: `/api/auth/resetpass?token=${randomBytes(32).toString('base64url')}`,
          payload: { newpass: 'brand-new-pass' },
          remoteAddress: ip,
        });
      const resets = (await Promise.all(Array.from({ length: 30 }, reset))).map((r) => r.statusCode);
      expect(resets.filter((status) => status === 400)).toHaveLength(limitRules.resetIp.max);
      expect((await reset()).statusCode).toBe(429);
    });

    const register = (email: string, ip: string) =>
      t.call({
        method: 'POST',
        url: '/api/users',
        payload: { user_name: 'منى', email, password: 'brand-new-pass', msisdn: false, consent: true },
        remoteAddress: ip,
      });

    it('limits registrations per address and per e-mail, in Arabic', async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < limitRules.registerIp.max; attempt++) {
        expect((await register(uniqueEmail(), ip)).statusCode).toBe(200);
      }
      const blocked = await register(uniqueEmail(), ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 0, message: apiMessages.registerLimited });
      expect((await register(uniqueEmail(), randomIp())).statusCode).toBe(200);

      const email = uniqueEmail();
      expect((await register(email, randomIp())).statusCode).toBe(200);
      for (let attempt = 1; attempt < limitRules.registerEmail.max; attempt++) {
        expect((await register(email, randomIp())).statusCode).toBe(409);
      }
      expect((await register(email, randomIp())).json()).toMatchObject({
        message: apiMessages.registerLimited,
      });
    });

    const contact = (from: string, ip: string) =>
      t.call({
        method: 'POST',
        url: '/api/about/contactus',
        payload: { name: 'سارة محمود', msisdn: '', from, message: 'أود أن أسأل عن طريقة التبرع نقدًا.' },
        remoteAddress: ip,
      });

    it('limits contact messages per sender address and per sender e-mail, in Arabic', async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < limitRules.contactIp.max; attempt++) {
        expect((await contact(uniqueEmail(), ip)).statusCode).toBe(200);
      }
      const blocked = await contact(uniqueEmail(), ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 0, message: apiMessages.contactLimited });

      const from = uniqueEmail();
      for (let attempt = 0; attempt < limitRules.contactEmail.max; attempt++) {
        expect((await contact(from, randomIp())).statusCode).toBe(200);
      }
      expect((await contact(from, randomIp())).json()).toMatchObject({ message: apiMessages.contactLimited });
      expect((await contact(uniqueEmail(), randomIp())).statusCode).toBe(200);
    });
  },
);

describe('mails to one person’s address', () => {
  let t: Awaited<ReturnType<typeof createAppWithSettings>>;
  beforeAll(async () => {
    t = await createAppWithSettings('pglite', {});
  });
  afterAll(() => t.close());

  function context(mailer: Mailer) {
    return { mailer, config: t.config, rateLimiter: t.app.rateLimiter };
  }

  it('are capped per hour whatever asked for them; a mail that failed is handed back', async () => {
    const sent: OutgoingMail[] = [];
    const email = uniqueEmail('inbox');
    const recipient = { email, user_name: 'منى' };
    const failing = context({
      send: async () => {
        throw new Error('SMTP down');
      },
    });
    await expect(sendResetMail(failing, recipient, 'token')).rejects.toThrow('SMTP down');
    const working = context({ send: async (mail) => void sent.push(mail) });
    for (let mail = 0; mail < limitRules.mailRecipient.max; mail++) {
      await sendResetMail(working, { ...recipient, email: mail % 2 ? email.toUpperCase() : email }, 'token');
    }
    await expect(sendResetMail(working, recipient, 'token')).rejects.toMatchObject({
      statusCode: 429,
      message: apiMessages.mailLimited,
    });
    expect(sent).toHaveLength(limitRules.mailRecipient.max);
  });

  it('cannot be reached by forgot-password requests after a verification mail, so it reveals no account', () => {
    expect(1 + limitRules.forgotAccount.max).toBeLessThan(limitRules.mailRecipient.max);
  });
});
