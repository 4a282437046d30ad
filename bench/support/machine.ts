import { execFileSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  kernel: string;
  node: string;
  postgres: string;
  wrk: string;
  /** the 1-minute load average when the run started: other work on the machine makes numbers noisy */
  loadAverage: number;
}

/** What the numbers were measured on. */
export async function describeMachine(adminUrl: string): Promise<Machine> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ version: string }>('SELECT version()');
  await client.end();
  let wrk = 'wrk';
  try {
    execFileSync('wrk', ['-v'], { encoding: 'utf8' });
  } catch (error) {
    // wrk -v prints its version and exits with status 1
    const banner = String((error as { stdout?: string }).stdout ?? '');
    wrk = banner.split(' [')[0]?.trim() || wrk;
  }
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    kernel: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: rows[0]!.version.split(' on ')[0]!,
    wrk,
    loadAverage: os.loadavg()[0]!,
  };
}

/** The 1-, 5- and 15-minute load averages now (/proc/loadavg), to print beside a measurement. */
export function loadNote(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
