import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedScale } from '../seed/scale';
import { createTestDatabase, scaleEngines, type TestDatabase } from '../../test/test-database';
import { nearBands } from '../../services/moderation/photo-hash';
import { campaignsCreatedTodayQuery, photoCandidatesQuery, sameDeceasedQuery } from './campaign-signals';

async function plan(db: Kysely<Database>, query: CompiledQuery): Promise<string> {
  const result = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

/** The signals are computed on every save: each reads an index, never the campaigns (docs/decisions/036). */
describe.each(scaleEngines)('the signals’ query plans on a seed of 8,000 campaigns on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.handle.db;
    await seedScale(db, 8_000, 1);
    // a third of them with a date of death, every one with a photo's four bands
    await sql`UPDATE campaigns SET death_date = date '2024-01-01' + (id % 700)::int,
      death_hijri = '1445-06-19', death_calendar = 'gregorian' WHERE id % 3 = 0`.execute(db);
    await sql`INSERT INTO campaign_photo_bands (band, bits, campaign_id)
      SELECT b, ((c.id * 2654435761 + b * 40503) % 65536)::int, c.id
      FROM campaigns c CROSS JOIN generate_series(0, 3) AS b`.execute(db);
    await sql`UPDATE campaigns SET photo_hash = id * 7919`.execute(db);
    await sql`VACUUM ANALYZE campaigns`.execute(db);
    await sql`VACUUM ANALYZE campaign_photo_bands`.execute(db);
  }, 180_000);
  afterAll(() => database.dispose());

  it('finds the same deceased through campaigns_same_deceased', async () => {
    const db = database.handle.db;
    const found = await plan(db, sameDeceasedQuery(db, 300).compile());
    expect(found).toMatch(/campaigns_same_deceased/);
    expect(found).not.toMatch(/Seq Scan on campaigns/);
  });

  it('reads a photo’s candidates by exact band from the bands’ key, and the campaigns by id', async () => {
    const db = database.handle.db;
    const found = await plan(db, photoCandidatesQuery(db, 300, nearBands(0x0123456789abcdefn)).compile());
    expect(found).toMatch(/campaign_photo_bands_pkey/);
    expect(found).not.toMatch(/Seq Scan on campaign_photo_bands|Seq Scan on campaigns/);
  });

  it('counts an account’s campaigns of the day through campaigns_user', async () => {
    const db = database.handle.db;
    const found = await plan(db, campaignsCreatedTodayQuery(db, 5).compile());
    expect(found).toMatch(/campaigns_user/);
    expect(found).not.toMatch(/Seq Scan on campaigns/);
  });
});
