import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import { seedDemoIfEmpty } from './demo';

describe.each(testEngines)('demo seed on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const count = async (table: 'cities' | 'areas' | 'categories' | 'ngos' | 'projects' | 'campaigns') =>
    Number(
      (
        await database.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('has all of Egypt and a realistic catalogue', async () => {
    expect(await count('cities')).toBe(27);
    expect(await count('areas')).toBe(394);
    expect(await count('categories')).toBeGreaterThanOrEqual(7);
    expect(await count('ngos')).toBeGreaterThanOrEqual(10);
    expect(await count('projects')).toBeGreaterThanOrEqual(40);
    expect(await count('campaigns')).toBeGreaterThanOrEqual(80);
    const ngos = await database.handle.db.selectFrom('ngos').selectAll().execute();
    expect(ngos.filter((ngo) => ngo.merchant_id !== null).length).toBeGreaterThanOrEqual(2);
    expect(ngos.filter((ngo) => ngo.cash_collection).length).toBeGreaterThan(ngos.length / 2);
    expect(new Set(ngos.map((ngo) => ngo.sms_short_number)).size).toBe(ngos.length);
  });

  it('stores campaign totals equal to the sums of confirmed donations exactly', async () => {
    const { rows } = await sql<{ mismatched: number }>`
      SELECT count(*) AS mismatched FROM campaigns c
      LEFT JOIN (SELECT campaign_id, sum(amount) AS total, count(*) AS n FROM donations
                 WHERE status = 'confirmed' GROUP BY campaign_id) s ON s.campaign_id = c.id
      WHERE c.collected <> coalesce(s.total, 0) OR c.donors_count <> coalesce(s.n, 0)`.execute(
      database.handle.db,
    );
    expect(rows[0]!.mismatched).toBe(0);
  });

  it('has hidden campaigns, pending donations and both FAQ audiences', async () => {
    const db = database.handle.db;
    const hidden = await db
      .selectFrom('campaigns')
      .select('id')
      .where('collected', '<', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .execute();
    expect(hidden.length).toBeGreaterThan(0);
    const pending = await db.selectFrom('donations').select('id').where('status', '=', 'pending').execute();
    expect(pending.length).toBeGreaterThan(0);
    const audiences = await db.selectFrom('faqs').select('audience').distinct().execute();
    expect(audiences.map((row) => row.audience).sort()).toEqual(['creators', 'donators']);
  });

  it('seeds only once', async () => {
    expect(await seedDemoIfEmpty(database.handle.db, { uploadsDir: null })).toBe(false);
  });
});
