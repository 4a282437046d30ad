import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether this machine can run a cluster of its own (Debian's PostgreSQL 15 server binaries). */
export const privatePostgresAvailable = () => fs.existsSync(path.join(BIN, 'initdb'));

/** initdb refuses root: as root (CI), the cluster belongs to the `postgres` OS user. */
function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: 'pipe', encoding: 'utf8' });
}

/**
 * A throwaway PostgreSQL cluster on its own port and directory, so a test may stop and start it
 * without touching the machine's shared server.
 */
export function createPrivatePostgres(port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-rel-pg-'));
  const dataDir = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(dir, uid, gid);
  }
  run(path.join(BIN, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const pgCtl = (...args: string[]) => run(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-w', ...args]);

  return {
    url: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => pgCtl('-l', log, '-o', options, 'start'),
    /** fast: ends every session cleanly; immediate: as if the server crashed */
    stop: (mode: 'fast' | 'immediate') => pgCtl('-m', mode, 'stop'),
    async createDatabase(name: string) {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
    },
    log: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''),
    destroy() {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PrivatePostgres = ReturnType<typeof createPrivatePostgres>;
