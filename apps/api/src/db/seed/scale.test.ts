import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { seedScale } from './scale';

describe('seed --scale', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.dispose());

  it('adds generated campaigns whose stored totals equal their confirmed donations', async () => {
    const db = database.handle.db;
    const before = await db
      .selectFrom('campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await seedScale(db, 300, 8);
    const after = await db
      .selectFrom('campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n - before.n).toBe(300);
    const { rows } = await sql<{ mismatched: number; donations: number }>`
      SELECT (SELECT count(*) FROM campaigns c
              LEFT JOIN (SELECT campaign_id, sum(amount) AS total, count(*) AS n FROM donations
                         WHERE status = 'confirmed' GROUP BY campaign_id) s ON s.campaign_id = c.id
              WHERE c.collected <> coalesce(s.total, 0) OR c.donors_count <> coalesce(s.n, 0)) AS mismatched,
             (SELECT count(*) FROM donations) AS donations`.execute(db);
    expect(rows[0]!.mismatched).toBe(0);
    expect(rows[0]!.donations).toBeGreaterThan(300 * 3);
  });
});
