import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database';

/**
 * PostgreSQL ending a connection the app holds (a restart, a terminated backend) between two statements
 * of a transaction: the transaction fails, the process lives on, and the next statement gets a fresh
 * connection (reliability/postgres-restart.rel.ts restarts the server itself under load).
 */
describe.skipIf(!testEngines.includes('postgres'))(
  'a connection lost while checked out, on PostgreSQL (PGlite has none to lose)',
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase('postgres', { seed: false });
    });
    afterAll(() => database?.dispose());

    it('fails that transaction only, and the next statement runs on a fresh connection', async () => {
      const db = database.handle.db;
      const uncaught: unknown[] = [];
      const keep = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', keep);
      try {
        const transaction = db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
          // another connection ends this one while the transaction holds it, between two statements
          await sql`SELECT pg_terminate_backend(${rows[0]!.pid})`.execute(db);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await sql`SELECT 1`.execute(trx);
        });
        await expect(transaction).rejects.toThrow();
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(uncaught).toEqual([]);
        const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        process.off('uncaughtException', keep);
      }
    });
  },
);
