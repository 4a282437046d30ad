import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '../errors';

/** Counts hits per key inside a fixed window. Memory for one process, Redis when several share limits. */
export interface RateLimitStore {
  /** counts one more hit and answers the count of the current window */
  hit(key: string, windowMs: number): Promise<number>;
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

/** Failures allowed before a 429 (login, reset) and requests allowed (forgot: each one sends a mail). */
export const limitRules = {
  loginAccount: { name: 'login-account', max: 5, windowMs: 15 * MINUTE },
  loginIp: { name: 'login-ip', max: 10, windowMs: 15 * MINUTE },
  forgotAccount: { name: 'forgot-account', max: 3, windowMs: 60 * MINUTE },
  forgotIp: { name: 'forgot-ip', max: 10, windowMs: 60 * MINUTE },
  resetIp: { name: 'reset-ip', max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, LimitRule>;

export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= Date.now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    async hit(key, windowMs) {
      if (windows.size > 50_000) for (const name of [...windows.keys()]) live(name);
      const entry = live(key) ?? { count: 0, endsAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
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

export function redisStore(url: string, prefix = 'athar:rate:'): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, windowMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec();
      return Number(result?.[0]?.[1] ?? 0);
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
  /** what is limited: a lower-case e-mail or an IP address */
  subject: string;
}

export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

  private key({ rule, subject }: LimitCheck) {
    return `${rule.name}:${subject}`;
  }

  /** 429 when any of the checks has used up its window. */
  async assertAllowed(...checks: LimitCheck[]): Promise<void> {
    const counts = await Promise.all(checks.map((check) => this.store.count(this.key(check))));
    if (checks.some((check, index) => counts[index]! >= check.rule.max)) {
      throw new AppError('TOO_MANY_REQUESTS', apiMessages.tooManyRequests);
    }
  }

  /** Counts one failure (or one request) against each check. */
  async record(...checks: LimitCheck[]): Promise<void> {
    await Promise.all(checks.map((check) => this.store.hit(this.key(check), check.rule.windowMs)));
  }

  async clear(check: LimitCheck): Promise<void> {
    await this.store.reset(this.key(check));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** Redis when REDIS_URL is set (limits shared by every api instance), memory otherwise. */
export function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined) {
  const limiter = new RateLimiter(redisUrl ? redisStore(redisUrl) : memoryStore());
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', () => limiter.store.close());
}
