import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DonationChannel } from '@athar/contract/charity/records';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/connect';
import { HttpSeries } from '../lib/http-series';

/** The channel a donation is counted under: cash, card, sms, wallet, kiosk or meeza. */
export type DonationKind = DonationChannel;

/** What the rest of the app counts; the HTTP counters are kept by the plugin itself. */
export interface AppMetrics {
  donationCreated(kind: DonationKind): void;
  donationConfirmed(kind: DonationKind): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Loopback and private networks (a scraper on the same host or in the same private network). */
function isInternalAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (ip === '::1') return true;
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  return /^f[cd]/i.test(ip);
}

/**
 * The scraper must reach the instance directly: anything that came through the load balancer carries
 * X-Forwarded-For and is refused, so /metrics is never public even if the proxy forgets to block it.
 */
function mayScrape(request: FastifyRequest): boolean {
  return request.headers['x-forwarded-for'] === undefined && isInternalAddress(request.socket.remoteAddress);
}

/**
 * GET /metrics in the Prometheus text format: requests by route and status, their latencies,
 * donations created and confirmed, the database pool, and the process's own CPU, memory and event loop.
 */
export function registerMetrics(app: FastifyInstance, poolStats?: () => PoolStats | null) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'athar_' });

  const http = new HttpSeries([0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]);
  registry.registerMetric(
    http.counter('athar_http_requests_total', 'HTTP requests answered, by route pattern and status'),
  );
  registry.registerMetric(
    http.histogram(
      'athar_http_request_duration_seconds',
      'Time to answer an HTTP request, by route pattern and status',
    ),
  );
  const created = new Counter({
    name: 'athar_donations_created_total',
    help: 'Donations recorded (pending until confirmed), by channel',
    labelNames: ['type'],
    registers: [registry],
  });
  const confirmed = new Counter({
    name: 'athar_donations_confirmed_total',
    help: 'Donations confirmed by this instance, by channel',
    labelNames: ['type'],
    registers: [registry],
  });
  new Gauge({
    name: 'athar_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  app.decorate('metrics', {
    donationCreated: (kind: DonationKind) => created.inc({ type: kind }),
    donationConfirmed: (kind: DonationKind) => confirmed.inc({ type: kind }),
  } satisfies AppMetrics);

  app.addHook('onResponse', (request, reply, done) => {
    // the route pattern, never the raw URL: ids and query strings would make unbounded series
    http.record(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request)) return reply.callNotFound();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
