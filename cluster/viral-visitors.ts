import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The visitors of a viral campaign link: `visitors` concurrent keep-alive connections without
 * cookies, each asking in turn the page's HTML shell (with its first data) and its api calls, for
 * `seconds`; a page view's shell waits `pauseMs` (a visitor reading before the next one arrives; 0:
 * a closed loop at the machine's capacity). wrk (C, a few µs per request) rather than a Node client: the two cores
 * the instances and nginx run on are the server's, and a phone's own work is not the server's.
 * Static assets are left out: hashed and immutable, a phone keeps them after its first visit and
 * nginx serves them from disk.
 */
export interface VisitorsJob {
  baseUrl: string;
  pagePath: string;
  apiCalls: string[];
  apiSignature: string;
  visitors: number;
  seconds: number;
  pauseMs: number;
}

export interface VisitorsResult {
  requests: number;
  seconds: number;
  /** per request, milliseconds */
  p50: number;
  p99: number;
  max: number;
  /** answers of 400 and above, and connection errors and time-outs */
  errors: number;
  /** responses by status, and by nginx's X-Cache-Status */
  statuses: Record<string, number>;
  cache: Record<string, number>;
}

const SCRIPT = path.join(import.meta.dirname, 'viral-visit.lua');

interface WrkSummary {
  requests: number;
  durationUs: number;
  httpErrors: number;
  socketErrors: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  cache: Record<string, number>;
}

export async function runVisitors(job: VisitorsJob): Promise<VisitorsResult> {
  const args = ['-t1', `-c${job.visitors}`, `-d${job.seconds}s`, '--timeout', '10s', '-s', SCRIPT];
  args.push(job.baseUrl, '--', String(job.pauseMs), job.apiSignature, job.pagePath, ...job.apiCalls);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += String(chunk)));
    child.stderr.on('data', (chunk) => (text += String(chunk)));
    child.once('error', (error) =>
      reject(new Error(`wrk did not start (apt-get install wrk): ${error.message}`)),
    );
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk failed:\n${text}`))));
  });
  const line = output.split('\n').find((item) => item.startsWith('VIRAL_JSON '));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const raw = JSON.parse(line.slice('VIRAL_JSON '.length)) as WrkSummary;
  return {
    requests: raw.requests,
    seconds: raw.durationUs / 1e6,
    p50: raw.p50 / 1000,
    p99: raw.p99 / 1000,
    max: raw.max / 1000,
    errors: raw.httpErrors + raw.socketErrors,
    statuses: raw.statuses,
    cache: raw.cache,
  };
}
