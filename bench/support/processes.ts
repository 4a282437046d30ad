import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { ROOT, SERVER_CORE } from './options';

export interface PinnedServer {
  name: string;
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A failed or interrupted run must not leave servers holding the bench's ports.
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

/** `node --import tsx <script>` pinned to the server core; taskset execs node, so the pid is node's. */
async function startPinned(
  name: string,
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  readyPath: string,
): Promise<PinnedServer> {
  const child = spawn('taskset', ['-c', SERVER_CORE, process.execPath, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(name, `${baseUrl}${readyPath}`, child, output);
  return {
    name,
    baseUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      running.delete(child);
    },
  };
}

async function waitUntilReady(name: string, url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start-up:\n${output.join('')}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} was not ready in 180 s:\n${output.join('')}`);
}

export interface ApiServerOptions {
  port: number;
  payPort: number;
  dataDir: string;
  /** PostgreSQL; PGlite under dataDir without it */
  databaseUrl?: string;
  /** scripts/start.mjs builds the web app first when its sources changed, then runs scripts/serve.ts */
  script?: 'scripts/serve.ts' | 'scripts/start.mjs';
}

/** The real api (`scripts/serve.ts`, the process `npm start` runs), silent, pinned to the server core. */
export function startApi(name: string, options: ApiServerOptions): Promise<PinnedServer> {
  const env: NodeJS.ProcessEnv = {
    PORT: String(options.port),
    PAY_PORT: String(options.payPort),
    // the address the benches call: pages on another name of it would be redirected (CANONICAL_HOST)
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: options.databaseUrl ?? '',
  };
  return startPinned(name, options.script ?? 'scripts/serve.ts', options.port, env, '/readyz');
}

/** The bare node:http server that runs the same SQL through the raw `pg` driver. */
export function startRawServer(port: number, databaseUrl: string): Promise<PinnedServer> {
  return startPinned(
    'raw',
    'bench/raw/raw-server.ts',
    port,
    { PORT: String(port), DATABASE_URL: databaseUrl },
    '/healthz',
  );
}

/** Clock ticks of CPU (user + system, all threads) the process has used so far: /proc/<pid>/stat. */
export function cpuTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after "(comm)": state is field 3, utime 14 and stime 15
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Clock ticks per second (getconf CLK_TCK): 100 on Linux. */
export const TICKS_PER_SECOND = 100;

/** The process's peak resident set (VmHWM) in bytes. */
export function peakRssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(status);
  if (!match) throw new Error(`no VmHWM for process ${pid}`);
  return Number(match[1]) * 1024;
}
