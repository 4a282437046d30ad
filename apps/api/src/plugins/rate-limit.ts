import type { FastifyInstance } from 'fastify';
import { memoryStore, RateLimiter, redisStore } from '../lib/rate-limiter';

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
