import { Redis } from 'ioredis';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';

/**
 * Counts hits per key inside a fixed window (the first hit starts it). Memory for one process, Redis when
 * several share limits. A hit is counted before the work it allows is done, so that concurrent requests
 * cannot all pass one check (see RateLimiter.reserve).
 */
export interface RateLimitStore {
  /** counts one more hit, atomically, and answers the count of the current window */
  hit(key: string, windowMs: number): Promise<number>;
  /** takes one hit back; never below zero, and never leaves a key without its expiry */
  release(key: string): Promise<void>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Failures allowed before a 429 (login, reset links) and requests allowed (the others: each one sends a
 * mail). Logins count per account and address together, so one address behind a carrier-grade NAT
 * guessing other people's passwords never locks out a neighbour who types the right one; per account
 * from any address, against guesses spread over many addresses; and per address only far higher.
 */
export const limitRules = {
  loginPair: { name: 'login-pair', max: 5, windowMs: 15 * MINUTE },
  loginAccount: { name: 'login-account', max: 20, windowMs: 15 * MINUTE },
  loginIp: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE },
  forgotAccount: { name: 'forgot-account', max: 3, windowMs: HOUR },
  forgotIp: { name: 'forgot-ip', max: 10, windowMs: HOUR },
  resetIp: { name: 'reset-ip', max: 10, windowMs: 15 * MINUTE },
  registerIp: { name: 'register-ip', max: 20, windowMs: HOUR },
  registerEmail: { name: 'register-email', max: 3, windowMs: HOUR },
  contactIp: { name: 'contact-ip', max: 10, windowMs: HOUR },
  contactEmail: { name: 'contact-email', max: 3, windowMs: HOUR },
  /** operator invitations one admin sends (each mails a stranger's inbox) */
  operatorInvitations: { name: 'operator-invitations', max: 20, windowMs: HOUR },
  /** staff invitations one charity admin sends (040) */
  staffInvitations: { name: 'staff-invitations', max: 20, windowMs: HOUR },
  /** charity applications: per sender address, and per contact e-mail a day (issue 37) */
  applicationIp: { name: 'application-ip', max: 10, windowMs: HOUR },
  applicationEmail: { name: 'application-email', max: 3, windowMs: 24 * HOUR },
  /** mails to one person's own address (verification, reset, invitation), whatever asked for them */
  mailRecipient: { name: 'mail-to', max: 5, windowMs: HOUR },
} satisfies Record<string, LimitRule>;

export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= Date.now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    // no await between reading and writing: one event-loop turn, so atomic within the process
    async hit(key, windowMs) {
      if (windows.size > 50_000) for (const name of [...windows.keys()]) live(name);
      const entry = live(key) ?? { count: 0, endsAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
    async release(key) {
      const entry = live(key);
      if (!entry) return;
      entry.count -= 1;
      if (entry.count <= 0) windows.delete(key);
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/**
 * Takes one hit back in one step: a missing key stays missing (DECR would create one without expiry),
 * the last hit deletes the key, and DECR keeps the key's expiry.
 */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count <= 1 then
  redis.call('DEL', KEYS[1])
  return 0
end
return redis.call('DECR', KEYS[1])`;

export function redisStore(url: string, prefix = 'athar:rate:'): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    // INCR and the expiry in one transaction: the window starts with its first hit and never grows
    async hit(key, windowMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec();
      const [error, count] = result?.[0] ?? [new Error('rate limit: no answer from Redis'), 0];
      if (error) throw error;
      return Number(count);
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export interface LimitCheck {
  rule: LimitRule;
  /** what is limited: a lower-case e-mail, an IP address, or both joined */
  subject: string;
}

/** One attempt counted against some checks: kept as a failure, or handed back. */
export interface Reservation {
  /** gives the attempt back to every check (it succeeded, or was never judged); only the first call counts */
  release(): Promise<void>;
}

export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

  private key({ rule, subject }: LimitCheck) {
    return `${rule.name}:${subject}`;
  }

  /**
   * Counts one attempt against every check before the work is done (increment, then compare), so
   * requests sent at once can never all pass: at most `max` of them see a count within the limit.
   * When any check is over its limit, the attempt is handed back to all of them and the answer is a
   * 429 with `message`. The caller keeps the reservation as a failure or releases it.
   */
  async reserve(checks: LimitCheck[], message: string = apiMessages.tooManyRequests): Promise<Reservation> {
    const results = await Promise.allSettled(
      checks.map((check) => this.store.hit(this.key(check), check.rule.windowMs)),
    );
    const counted = checks.filter((_, index) => results[index]!.status === 'fulfilled');
    const handBack = () => Promise.all(counted.map((check) => this.store.release(this.key(check))));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) {
      await handBack();
      throw failed.reason;
    }
    const over = checks.some(
      (check, index) => (results[index] as PromiseFulfilledResult<number>).value > check.rule.max,
    );
    if (over) {
      await handBack();
      throw new AppError('TOO_MANY_REQUESTS', message);
    }
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await handBack();
      },
    };
  }

  /**
   * Runs `work` under a reservation: kept when it fails with one of `countedAs` (e.g. a wrong password),
   * handed back when it succeeds or fails any other way (a database error is nobody's guess).
   */
  async attempt<T>(
    checks: LimitCheck[],
    countedAs: (error: unknown) => boolean,
    work: () => Promise<T>,
    message?: string,
  ): Promise<T> {
    const reservation = await this.reserve(checks, message);
    try {
      const result = await work();
      await reservation.release();
      return result;
    } catch (error) {
      if (!countedAs(error)) await reservation.release();
      throw error;
    }
  }

  /** Forgets a check's whole window. */
  async clear(check: LimitCheck): Promise<void> {
    await this.store.reset(this.key(check));
  }
}
