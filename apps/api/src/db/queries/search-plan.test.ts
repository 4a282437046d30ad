import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { SEARCH_MAX_RESULTS } from '@athar/contract/constants';
import type { Database } from '../schema';
import { seedScale } from '../seed/scale';
import { createTestDatabase, scaleEngines, type TestDatabase } from '../../test/test-database';
import { campaignPageIds } from './campaign-listing';
import { searchSql } from './search';

async function plan(db: Kysely<Database>, query: CompiledQuery): Promise<string> {
  const result = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe.each(scaleEngines)('query plans on a large seed on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedScale(database.handle.db, 20_000, 5);
    // as autovacuum leaves a live table (and the bench its data): the seed rewrote every campaign
    // row once (its totals), and with the search keys (migration 011) the dead rows weigh enough to
    // tip the deep page's plan towards a sequential scan
    await sql`VACUUM ANALYZE campaigns`.execute(database.handle.db);
  }, 180_000);
  afterAll(() => database.dispose());

  it('searches campaigns through their search keys index, never a sequential scan', async () => {
    const db = database.handle.db;
    for (const [text, mode] of [
      ['مصطفي عبد', 'near'],
      ['الدسوقي', 'near'],
      ['الدسوفي', 'typo'],
      ['mohamed abdelrahman', 'near'],
      ['زينب الدسوقي', 'some'],
      ['الحاجة زينب الدسوقي', 'some'],
    ] as const) {
      const found = await plan(db, searchSql(text, SEARCH_MAX_RESULTS, mode).compile(db));
      expect(found, text).toMatch(/Bitmap Index Scan on campaigns_search_keys/);
      expect(found, text).not.toMatch(/Seq Scan on campaigns/);
    }
    // a common word is found by walking an index too, never by reading the table
    for (const text of ['محمد', 'عبد', 'mohamed', 'محم']) {
      const found = await plan(db, searchSql(text, SEARCH_MAX_RESULTS).compile(db));
      expect(found, text).not.toMatch(/Seq Scan on campaigns/);
    }
    const listing = await plan(
      db,
      campaignPageIds(db, { offset: 0, rowscount: 20, filter: 'desc', search: 'محمد عبد الرحمن' }).compile(),
    );
    expect(listing).toMatch(/Bitmap Index Scan on campaigns_search_keys/);
    expect(listing).not.toMatch(/Seq Scan on campaigns/);
  });

  it('reads the first page of every campaign sort from its index, and deep pages from the partial indexes', async () => {
    const db = database.handle.db;
    const indexes = {
      desc: 'campaigns_visible_created',
      asc: 'campaigns_visible_created',
      collected: 'campaigns_visible_collected',
      donors: 'campaigns_visible_donors',
    } as const;
    for (const [filter, index] of Object.entries(indexes)) {
      const page = (offset: number) =>
        campaignPageIds(db, {
          offset,
          rowscount: 20,
          filter: filter as keyof typeof indexes,
          search: undefined,
        }).compile();
      const first = await plan(db, page(0));
      expect(first).toMatch(new RegExp(`Index (?:Only )?Scan(?: Backward)? using ${index}`));
      expect(first).not.toMatch(/Sort|Seq Scan on campaigns/);
      const deep = await plan(db, page(4000));
      expect(deep).toMatch(/campaigns_visible_/);
      expect(deep).not.toMatch(/Seq Scan on campaigns/);
      // a seek enters the index at the anchor's key: the row comparison is an index condition
      const seek = await plan(
        db,
        campaignPageIds(db, {
          offset: 4000,
          rowscount: 20,
          filter: filter as keyof typeof indexes,
          after: 1,
        }).compile(),
      );
      expect(seek).toMatch(
        new RegExp(`Index (?:Only )?Scan(?: Backward)? using ${index}[^\\n]*\\n\\s*Index Cond: \\(ROW\\(`),
      );
      expect(seek).not.toMatch(/Sort|Seq Scan on campaigns/);
    }
  });
});
