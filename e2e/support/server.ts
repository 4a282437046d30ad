import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningAthar {
  baseUrl: string;
  payUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts Athar the way a newcomer does (`node scripts/start.mjs`) on free ports and a fresh data
 * directory; on PostgreSQL in a fresh database when DATABASE_URL is set, on PGlite otherwise.
 * `extraEnv` adds settings for one journey, e.g. { TEST_CLOCK: 'on' }.
 */
export async function startAthar(extraEnv: Record<string, string> = {}): Promise<RunningAthar> {
  const [port, payPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-e2e-'));
  const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
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

export async function freshDatabase(adminUrl: string) {
  const name = `athar_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
