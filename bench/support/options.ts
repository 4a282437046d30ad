import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Databases, PGlite data and builds of the bench (gitignored). */
export const BENCH_DATA_DIR = path.join(ROOT, 'bench/.data');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');

/** The api and the bare server run on core 0, the load generators on core 1. */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';

/** This harness's own ports (4600–4699), so it never meets another server on the machine. */
export const PORTS = {
  api: 4601,
  apiPay: 4611,
  api10x: 4602,
  api10xPay: 4612,
  raw: 4603,
  pglite: 4604,
  pglitePay: 4614,
  postgresDemo: 4605,
  postgresDemoPay: 4615,
  /** P12's and P13's api, each round on a fresh copy of its data set */
  settlement: 4606,
  settlementPay: 4616,
  statements: 4607,
  statementsPay: 4617,
  /** `npm start` (a production web build) on PGlite, demo seed: P9's browser and Lighthouse */
  web: 4620,
  webPay: 4621,
} as const;

/** P1–P13 and LH: Lighthouse; the targets are in docs/PERFORMANCE.md */
export type ScenarioId =
  'P1' | 'P2' | 'P3' | 'P4' | 'P5' | 'P6' | 'P7' | 'P8' | 'P9' | 'P10' | 'P11' | 'P12' | 'P13' | 'LH';
export const SCENARIOS: ScenarioId[] = [
  'P1',
  'P2',
  'P3',
  'P4',
  'P5',
  'P6',
  'P7',
  'P8',
  'P9',
  'P10',
  'P11',
  'P12',
  'P13',
  'LH',
];

export interface BenchOptions {
  /** generated campaigns (BENCH_SCALE; the data set is 100,000) */
  scale: number;
  /** confirmed donations per generated campaign in the 1× database (~20, so 100k campaigns ≈ 2M) */
  donationsPerCampaign: number;
  /** A/B/A/B rounds; medians are taken over them */
  rounds: number;
  /** seconds of each measured run, and of each warm-up */
  seconds: number;
  warmupSeconds: number;
  /** seconds of each endpoint's run in P7 (many endpoints × two engines) */
  endpointSeconds: number;
  /** requests per CPU measurement in P1 */
  cpuRequests: number;
  /** connections of the latency runs: one, so p50 is the service time without queueing */
  latencyConnections: number;
  /** connections of the throughput (max rate) runs */
  throughputConnections: number;
  /** a PostgreSQL URL allowed to create the bench's own databases */
  adminUrl: string;
  /**
   * P11's 10× data set: `seed` writes ~10× the donations (~20M at full scale); `rollups` copies the 1×
   * set and gives it the rollups the 10× seed would (bench/support/tenfold-rollups.ts) — BENCH_TENFOLD
   */
  tenfold: 'seed' | 'rollups';
  /** the bench's databases are this name and this name plus `_10x`, `_demo`… (BENCH_DATABASE_PREFIX) */
  databasePrefix: string;
  /** seed every data set afresh even when an earlier run's can be reused (BENCH_RESEED=1) */
  reseed: boolean;
  only: Set<ScenarioId>;
}

function positiveInteger(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}`);
  return value;
}

function onlyScenarios(): Set<ScenarioId> {
  const raw = process.env.BENCH_ONLY;
  if (!raw) return new Set(SCENARIOS);
  const wanted = raw.split(',').map((item) => item.trim().toUpperCase());
  const unknown = wanted.filter((item) => !SCENARIOS.includes(item as ScenarioId));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')} (known: ${SCENARIOS})`);
  return new Set(wanted as ScenarioId[]);
}

function tenfold(): BenchOptions['tenfold'] {
  const raw = process.env.BENCH_TENFOLD || 'seed';
  if (raw !== 'seed' && raw !== 'rollups') throw new Error('BENCH_TENFOLD: seed or rollups');
  return raw;
}

/** A prefix of the bench's own (it drops and creates databases by it): lower case, `bench` in it. */
function databasePrefix(): string {
  const prefix = process.env.BENCH_DATABASE_PREFIX || 'athar_bench';
  if (!/^[a-z][a-z0-9_]*$/.test(prefix) || !prefix.includes('bench'))
    throw new Error('BENCH_DATABASE_PREFIX: lower-case letters, digits and _, with "bench" in it');
  return prefix;
}

/** The run's settings, from BENCH_* variables (see docs/PERFORMANCE.md). */
export function benchOptions(): BenchOptions {
  return {
    scale: positiveInteger('BENCH_SCALE', 100_000),
    donationsPerCampaign: positiveInteger('BENCH_DONATIONS', 20, 5),
    rounds: positiveInteger('BENCH_ROUNDS', 3, 3),
    seconds: positiveInteger('BENCH_SECONDS', 5),
    warmupSeconds: positiveInteger('BENCH_WARMUP_SECONDS', 3),
    endpointSeconds: positiveInteger('BENCH_ENDPOINT_SECONDS', 2),
    cpuRequests: positiveInteger('BENCH_CPU_REQUESTS', 20_000, 1000),
    latencyConnections: 1,
    throughputConnections: positiveInteger('BENCH_CONNECTIONS', 16),
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres',
    databasePrefix: databasePrefix(),
    tenfold: tenfold(),
    reseed: process.env.BENCH_RESEED === '1',
    only: onlyScenarios(),
  };
}
