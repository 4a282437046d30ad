import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/api/src/test/free-port';
import { databaseUrl, onAdmin, type AtharTemplate } from './athar-template';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningAthar {
  baseUrl: string;
  payUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts Athar the way a newcomer does (`node scripts/start.mjs`) on free ports, from a copy of the
 * run's seeded template (athar-template.ts): its data directory copied, and on PostgreSQL a database
 * created from the template database. `extraEnv` adds settings for one journey, e.g. { TEST_CLOCK: 'on' }.
 */
export async function startAthar(
  template: AtharTemplate,
  extraEnv: Record<string, string> = {},
): Promise<RunningAthar> {
  const [port, payPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-e2e-'));
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const adminUrl = process.env.DATABASE_URL;
  const database =
    adminUrl && template.postgresDatabase
      ? await databaseFromTemplate(adminUrl, template.postgresDatabase)
      : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PAY_PORT: String(payPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database.url;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const baseUrl = `http://localhost:${port}`;
  await waitUntilReady(`${baseUrl}/readyz`, child, output);
  return {
    baseUrl,
    payUrl: `http://localhost:${payPort}`,
    dataDir,
    async stop() {
      await stopChild(child);
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitUntilReady(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Athar exited during start-up:\n${output.join('')}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`Athar did not become ready in 120 s:\n${output.join('')}`);
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A database of its own for one server, copied from the seeded template database. */
async function databaseFromTemplate(adminUrl: string, template: string) {
  const name = `athar_e2e_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** An empty database of its own (the reliability suite's servers migrate and seed it themselves). */
export async function freshDatabase(adminUrl: string) {
  const name = `athar_e2e_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
