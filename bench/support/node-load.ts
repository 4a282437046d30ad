import { spawn } from 'node:child_process';
import type { GeneratorJob } from '../load/generator';
import { LOAD_CORE, ROOT } from './options';
import type { LoadRun } from './wrk';

/** Runs the Node load generator (bench/load/generator.ts) pinned to the load core; any failed operation fails the run. */
export async function nodeLoad(job: GeneratorJob): Promise<LoadRun> {
  const args = [
    '-c',
    LOAD_CORE,
    process.execPath,
    '--import',
    'tsx',
    'bench/load/generator.ts',
    JSON.stringify(job),
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('taskset', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += String(chunk)));
    child.stderr.on('data', (chunk) => (text += String(chunk)));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`load generator failed:\n${text}`)),
    );
  });
  const line = output.split('\n').find((item) => item.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`the load generator printed no result:\n${output}`);
  const raw = JSON.parse(line.slice('BENCH_JSON '.length)) as {
    operations: number;
    seconds: number;
    operationsPerSecond: number;
    p50: number;
    p90: number;
    p95: number;
    p99: number;
    max: number;
    errors: number;
    firstError: string | null;
  };
  if (raw.errors > 0 || raw.operations === 0) {
    throw new Error(
      `load run failed: ${raw.errors} errors of ${raw.operations + raw.errors} (${raw.firstError})`,
    );
  }
  return {
    requests: raw.operations,
    seconds: raw.seconds,
    requestsPerSecond: raw.operationsPerSecond,
    p50: raw.p50,
    p90: raw.p90,
    p95: raw.p95,
    p99: raw.p99,
    max: raw.max,
  };
}
