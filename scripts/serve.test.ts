import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@athar/api/test/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-serve-'));

/** Runs scripts/serve.ts (what `npm start` runs after building the web app) on the embedded database. */
function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Until the server answers ready, or its process ends (then with what it printed). No deadline of its
 * own: migrating and seeding take longer on a busy machine, and the test's timeout bounds a hang.
 */
async function waitForReady(url: string, run: ReturnType<typeof serve>) {
  let gone = false;
  void run.exited.then(() => (gone = true));
  while (!gone) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`ended before it was ready at ${url}:\n${run.output()}`);
}

describe('npm start (scripts/serve.ts)', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('serves api and pay with health checks, stops cleanly on SIGTERM, and restarts on the same data', async () => {
    const [port, payPort] = [await freePort(), await freePort()];
    const first = serve({ PORT: String(port), PAY_PORT: String(payPort) });
    await waitForReady(`http://127.0.0.1:${port}/readyz`, first);
    for (const base of [`http://127.0.0.1:${port}`, `http://127.0.0.1:${payPort}`]) {
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready' });
    }
    expect(first.output()).toContain('demo data seeded');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = serve({ PORT: String(port), PAY_PORT: String(payPort) });
    await waitForReady(`http://127.0.0.1:${port}/readyz`, second);
    expect(second.output()).not.toContain('demo data seeded');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 300_000);

  it('refuses to start on malformed or mistyped configuration, naming it', async () => {
    const run = serve({ PORT: 'eighty', DATABSE_URL: 'postgres://x' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('DATABSE_URL: unknown setting');
  }, 60_000);
});
