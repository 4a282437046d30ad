import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/connect';

export type DonationKind = 'cash' | 'card' | 'sms';

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

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'athar_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'athar_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
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

  // one labelled child per route pattern, method and status, looked up by a plain key: prom-client
  // would otherwise sort and hash the label object on every request
  const series = new Map<string, { count: () => void; time: (seconds: number) => void }>();
  function seriesOf(method: string, route: string, status: string) {
    const key = `${method} ${route} ${status}`;
    let found = series.get(key);
    if (!found) {
      const counter = requests.labels(method, route, status);
      const histogram = durations.labels(method, route, status);
      found = { count: () => counter.inc(), time: (seconds) => histogram.observe(seconds) };
      series.set(key, found);
    }
    return found;
  }

  app.addHook('onResponse', (request, reply, done) => {
    // the route pattern, never the raw URL: ids and query strings would make unbounded series
    const one = seriesOf(request.method, request.routeOptions.url ?? 'unmatched', String(reply.statusCode));
    one.count();
    one.time(reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request)) return reply.callNotFound();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
