import { spawn } from 'node:child_process';
import { LOAD_CORE, ROOT } from './options';

export interface TimedCommand {
  /** wall time from start to exit, node's and tsx's start-up included */
  seconds: number;
  /** the command's own peak resident set (GNU time's %M), bytes */
  peakRssBytes: number;
  stdout: string;
}

/**
 * One `npm run <script>` as an operator types it (`node --import tsx scripts/<script>.ts …`, without
 * npm's own process), on the load core, under GNU time for its peak RSS; fails when it exits non-zero.
 */
export function timedCommand(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<TimedCommand> {
  const started = performance.now();
  const child = spawn(
    'taskset',
    [
      '-c',
      LOAD_CORE,
      '/usr/bin/time',
      '-f',
      'maxrss-kb=%M',
      process.execPath,
      '--import',
      'tsx',
      `scripts/${script}.ts`,
      ...args,
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout.on('data', (chunk) => stdout.push(String(chunk)));
  child.stderr.on('data', (chunk) => stderr.push(String(chunk)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const errors = stderr.join('');
      const rss = /maxrss-kb=(\d+)/.exec(errors);
      if (code !== 0 || !rss)
        return reject(new Error(`${script} ${args.join(' ')}: exit ${code}\n${stdout.join('')}${errors}`));
      resolve({ seconds, peakRssBytes: Number(rss[1]) * 1024, stdout: stdout.join('') });
    });
  });
}
