// The visitors of a viral campaign link, in a process of their own so that the donations made
// meanwhile and the checks do not share their event loop: a closed loop of `visitors` concurrent
// page views for `seconds`. Each opens the page as a browser from a shared link does — the HTML shell
// (with its first data), then the page's api calls side by side — over keep-alive
// connections, with no cookie. Static assets are left out: hashed and immutable, a phone keeps them
// after its first visit and nginx would serve them from disk. Prints one JSON line.
import http from 'node:http';

export interface VisitorsJob {
  baseUrl: string;
  pagePath: string;
  apiCalls: string[];
  apiSignature: string;
  visitors: number;
  seconds: number;
  /** returning visitors: each sends the ETags of its last view (If-None-Match) */
  revalidate: boolean;
}

export interface VisitorsResult {
  pageViews: number;
  requests: number;
  seconds: number;
  /** per request, milliseconds */
  p50: number;
  p99: number;
  max: number;
  /** per page view (the shell, then the calls side by side) */
  pageP99: number;
  errors: number;
  firstError: string | null;
  /** responses by status, and by nginx's X-Cache-Status */
  statuses: Record<string, number>;
  cache: Record<string, number>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (Linux; Android 10)' };

interface Answer {
  status: number;
  etag?: string;
  cache?: string;
}

function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          etag: response.headers.etag,
          cache: response.headers['x-cache-status'] as string | undefined,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.max(0, Math.ceil((q / 100) * sorted.length) - 1)]!;

async function main(job: VisitorsJob) {
  const latencies: number[] = [];
  const pages: number[] = [];
  const errors: string[] = [];
  const statuses: Record<string, number> = {};
  const cache: Record<string, number> = {};
  const api = { ...BROWSER, accept: 'application/json', 'x-api-signature': job.apiSignature };
  const html = { ...BROWSER, accept: 'text/html,application/xhtml+xml' };

  const timed = async (path: string, headers: Record<string, string>, etags: Map<string, string>) => {
    const started = performance.now();
    const known = job.revalidate ? etags.get(path) : undefined;
    try {
      const answer = await get(job.baseUrl + path, known ? { ...headers, 'if-none-match': known } : headers);
      latencies.push(performance.now() - started);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.cache) cache[answer.cache] = (cache[answer.cache] ?? 0) + 1;
      if (answer.status !== 200 && answer.status !== 304) errors.push(`${path}: HTTP ${answer.status}`);
      if (answer.etag) etags.set(path, answer.etag);
    } catch (error) {
      errors.push(`${path}: ${String(error)}`);
    }
  };

  const endsAt = performance.now() + job.seconds * 1000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: job.visitors }, async () => {
      const etags = new Map<string, string>();
      while (performance.now() < endsAt) {
        const started = performance.now();
        await timed(job.pagePath, html, etags);
        await Promise.all(job.apiCalls.map((path) => timed(path, api, etags)));
        pages.push(performance.now() - started);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const result: VisitorsResult = {
    pageViews: pages.length,
    requests: sorted.length,
    seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    pageP99: percentile(
      pages.sort((a, b) => a - b),
      99,
    ),
    errors: errors.length,
    firstError: errors[0] ?? null,
    statuses,
    cache,
  };
  console.log(`VIRAL_JSON ${JSON.stringify(result)}`);
}

if (process.argv[2]) {
  await main(JSON.parse(process.argv[2]) as VisitorsJob);
  process.exit(0);
}
