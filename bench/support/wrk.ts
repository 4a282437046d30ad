import { spawn } from 'node:child_process';
import path from 'node:path';
import { LOAD_CORE, ROOT } from './options';

/** One wrk run: counts, and latencies in milliseconds (wrk measures in microseconds). */
export interface LoadRun {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}

export interface WrkOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** stop after this many responses (the run then lasts at most `seconds`) */
  requestLimit?: number;
}

const SCRIPT = path.join(ROOT, 'bench/load/report.lua');

/** wrk (one thread) pinned to the load core; any non-2xx or socket error fails the run. */
export async function wrk(url: string, options: WrkOptions): Promise<LoadRun> {
  const args = ['-c', LOAD_CORE, 'wrk', '-t1', `-c${options.connections}`, `-d${options.seconds}s`];
  args.push('--timeout', '10s', '-s', SCRIPT);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(url, '--', String(options.requestLimit ?? 0));
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    let stopped = false;
    child.stdout.on('data', (chunk) => {
      text += String(chunk);
      // wrk runs for its whole duration even once its only thread has stopped; SIGINT ends it early
      if (text.includes('BENCH_STOP') && !stopped) stopped = child.kill('SIGINT');
    });
    child.stderr.on('data', (chunk) => (text += String(chunk)));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk failed:\n${text}`))));
  });
  const line = output.split('\n').find((item) => item.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const raw = JSON.parse(line.slice('BENCH_JSON '.length)) as Record<string, number>;
  if (raw.non2xx! > 0 || raw.socketErrors! > 0 || raw.requests === 0) {
    throw new Error(`${url}: ${raw.non2xx} non-2xx, ${raw.socketErrors} socket errors of ${raw.requests}`);
  }
  const seconds = raw.durationUs! / 1e6;
  return {
    requests: raw.requests!,
    seconds,
    requestsPerSecond: raw.requests! / seconds,
    p50: raw.p50! / 1000,
    p90: raw.p90! / 1000,
    p95: raw.p95! / 1000,
    p99: raw.p99! / 1000,
    max: raw.max! / 1000,
  };
}
