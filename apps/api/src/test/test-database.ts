import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/connect';
import { migrate } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/demo';

/** PGlite always; real PostgreSQL too when DATABASE_URL is set (as .ci/run sets it). */
export const testEngines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

/** A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(
  engine: Engine,
  options: { seed?: boolean } = {},
): Promise<TestDatabase> {
  const { handle, drop } =
    engine === 'pglite' ? { handle: await openDatabase({}), drop: async () => {} } : await freshPostgres();
  await migrate(handle);
  if (options.seed !== false) await seedDemoIfEmpty(handle.db, { uploadsDir: null });
  return {
    handle,
    async dispose() {
      await handle.close();
      await drop();
    },
  };
}

async function freshPostgres() {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `athar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    handle,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
