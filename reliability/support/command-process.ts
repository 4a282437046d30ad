import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface CommandRun {
  child: ChildProcess;
  /** how it ended: its exit code (null when killed), the signal and everything it printed */
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
  /** SIGKILL, then waits for the exit */
  kill9(): Promise<void>;
}

/**
 * An operator command (`scripts/<name>.ts`, what `npm run <name>` runs) as a child process of its own
 * with `env` (the app's, so it is aimed at that process), which a test can kill -9.
 */
export function runCommand(script: string, args: readonly string[], env: NodeJS.ProcessEnv): CommandRun {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, output: output.join('') })),
  );
  return {
    child,
    done,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await done;
    },
  };
}
