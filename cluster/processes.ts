import { spawn, type ChildProcess } from 'node:child_process';

export interface Managed {
  name: string;
  child: ChildProcess;
  /** the last lines it printed, for an error report */
  output: string[];
}

/** Starts a long-running child; its output is kept (and echoed with its name when `echo`). */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  echo: boolean,
): Managed {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = String(chunk);
    output.push(text);
    if (output.length > 200) output.shift();
    if (echo) process.stdout.write(text.replace(/^(?=.)/gm, () => `[${name}] `));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

/** Waits until `url` answers 2xx, failing early if the process died. */
export async function waitUntilReady(url: string, managed: Managed, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (managed.child.exitCode !== null) {
      throw new Error(`${managed.name} exited during start-up:\n${managed.output.join('')}`);
    }
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${managed.name} was not ready at ${url} in ${timeoutMs / 1000} s:\n${managed.output.join('')}`,
  );
}

/** SIGTERM (graceful close), then SIGKILL after 10 s. */
export async function stopProcess(managed: Managed): Promise<void> {
  const { child } = managed;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
