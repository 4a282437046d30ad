// The bench's Node load generator, run pinned to the load core by bench/support/node-load.ts:
//   closed loop — `concurrency` operations always in flight (the maximum rate);
//   open loop   — operations started at a fixed rate whatever the replies do (no coordinated omission).
// Prints one JSON line: counts and latency percentiles in milliseconds, exact (all samples sorted).
import { flowOperation, type FlowSpec } from './flows';

export type LoadMode = { mode: 'closed'; concurrency: number } | { mode: 'open'; rate: number };
export type GeneratorJob = LoadMode & { flow: FlowSpec; seconds: number };

const job = JSON.parse(process.argv[2] ?? '') as GeneratorJob;
const operation = flowOperation(job.flow);
const latencies: number[] = [];
const errors: string[] = [];
let maxLagMs = 0;

async function timed() {
  const started = performance.now();
  try {
    await operation();
    latencies.push(performance.now() - started);
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
}

async function closedLoop(concurrency: number, endsAt: number) {
  const worker = async () => {
    while (performance.now() < endsAt) await timed();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function openLoop(rate: number, seconds: number) {
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let started = 0;
  while (started < total) {
    const now = performance.now();
    while (started < total && start + started * interval <= now) {
      maxLagMs = Math.max(maxLagMs, now - (start + started * interval));
      inFlight.push(timed());
      started += 1;
    }
    const wait = start + started * interval - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.floor(wait))));
  }
  await Promise.all(inFlight);
}

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.max(0, Math.ceil((q / 100) * sorted.length) - 1)]!;

const began = performance.now();
if (job.mode === 'closed') await closedLoop(job.concurrency, began + job.seconds * 1000);
else await openLoop(job.rate, job.seconds);
const seconds = (performance.now() - began) / 1000;
const sorted = latencies.sort((a, b) => a - b);
console.log(
  `BENCH_JSON ${JSON.stringify({
    operations: sorted.length,
    seconds,
    operationsPerSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    maxLagMs,
    errors: errors.length,
    firstError: errors[0] ?? null,
  })}`,
);
process.exit(0);
