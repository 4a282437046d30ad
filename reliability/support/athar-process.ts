import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild, waitUntilReady } from '../../e2e/support/server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AtharProcessOptions {
  port: number;
  payPort: number;
  dataDir: string;
  /** PostgreSQL; PGlite under dataDir when left out */
  databaseUrl?: string;
}

/**
 * `scripts/serve.ts` (api, web and payment host in one process, as `npm start` runs them) as a child
 * process that a test can kill -9 and start again on the same data directory and database.
 */
export function atharProcess(options: AtharProcessOptions) {
  let child: ChildProcess | null = null;
  const output: string[] = [];
  const baseUrl = `http://127.0.0.1:${options.port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    PAY_PORT: String(options.payPort),
    PUBLIC_URL: baseUrl,
    PAY_PUBLIC_URL: `http://127.0.0.1:${options.payPort}`,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  return {
    baseUrl,
    output,
    /** the process's environment: a command line (`npm run settlement`, …) aimed at this process uses it */
    env,
    /** the running process, for its pid and exit code */
    get child() {
      return child;
    },
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => output.push(String(chunk)));
      child.stderr?.on('data', (chunk) => output.push(String(chunk)));
      await waitUntilReady(`${baseUrl}/readyz`, child, output);
    },
    /** SIGKILL: no shutdown hook runs, in-flight requests and transactions are cut where they are */
    async kill9() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child && child.exitCode === null && child.signalCode === null) await stopChild(child);
    },
  };
}

export type AtharProcess = ReturnType<typeof atharProcess>;
