import pg from 'pg';

/** A small PostgreSQL pool that only answers whether the database does (a process's GET /readyz). */
export interface DatabasePing {
  ping(): Promise<unknown>;
  close(): Promise<void>;
}

export function openPostgresPing(connectionString: string, max = 2): DatabasePing {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (PostgreSQL restarting) must not crash the process.
  pool.on('error', () => {});
  return { ping: () => pool.query('SELECT 1'), close: () => pool.end() };
}
