import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arNorm } from '@athar/contract/arabic';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database';
import { migrate } from './migrate';
import { piasters } from '@athar/contract/piasters';

describe.each(testEngines)('migrations on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
  });
  afterAll(() => database.dispose());

  it('records what ran and applies nothing twice', async () => {
    const recorded = await database.handle.db.selectFrom('schema_migrations').select('name').execute();
    expect(recorded.map((row) => row.name)).toContain('001_schema.sql');
    expect(await migrate(database.handle)).toEqual([]);
  });

  it('writes a confirmation’s search keys straight into the campaign index (no pending list to scan)', async () => {
    const { rows } = await sql<{
      options: string[] | null;
    }>`SELECT reloptions AS options FROM pg_class WHERE relname = 'campaigns_search_keys'`.execute(
      database.handle.db,
    );
    expect(rows[0]?.options).toContain('fastupdate=off');
  });

  it('creates every table of the data model', async () => {
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`.execute(
      database.handle.db,
    );
    const tables = rows.map((row) => row.table_name);
    for (const table of [
      'users',
      'sessions',
      'user_tokens',
      'categories',
      'ngos',
      'projects',
      'campaigns',
      'donations',
      'favourites',
      'cities',
      'areas',
      'site_pages',
      'site_page_versions',
      'contact_messages',
      'press',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('ar_norm() in SQL folds exactly like arNorm() in the contract', async () => {
    const samples = [
      'أحمد',
      'الإسكندرية',
      'مُحَمَّد',
      'مصطفى',
      'محـــمد',
      '٢٠٢٠ ۱۲۳',
      'آمنة  إيمان',
      'مؤمن',
      'Water WELL',
      'هدى ئ',
    ];
    for (const text of samples) {
      const { rows } = await sql<{ folded: string }>`SELECT ar_norm(${text}) AS folded`.execute(
        database.handle.db,
      );
      expect(rows[0]!.folded).toBe(arNorm(text));
    }
  });

  it('refuses money and statuses that make no sense', async () => {
    const db = database.handle.db;
    await db.insertInto('cities').values({ id: 1, ar_name: 'القاهرة', en_name: 'Cairo' }).execute();
    const category = await db
      .insertInto('categories')
      .values({ ar_name: 'سقيا', en_name: 'Water', category_image: 'x.webp' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ngo = await db
      .insertInto('ngos')
      .values({
        ar_name: 'جمعية',
        en_name: 'NGO',
        ngo_image: 'n.webp',
        ngo_description: 'd',
        sms_short_number: '9999',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('projects')
        .values({
          ngo_id: ngo.id,
          category_id: category.id,
          ar_name: 'بئر',
          en_name: 'Well',
          amount: piasters(0),
          project_description: 'd',
          project_image: 'p.webp',
        })
        .execute(),
    ).rejects.toThrow();
    const project = await db
      .insertInto('projects')
      .values({
        ngo_id: ngo.id,
        category_id: category.id,
        ar_name: 'بئر',
        en_name: 'Well',
        amount: piasters(4_500_000),
        project_description: 'd',
        project_image: 'p.webp',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaign = await db
      .insertInto('campaigns')
      .values({ project_id: project.id, title: 'المرحوم' })
      .returning(['id', 'code'])
      .executeTakeFirstOrThrow();
    expect(campaign.code).toBeGreaterThan(10_000);
    const donation = {
      campaign_id: campaign.id,
      ngo_id: ngo.id,
      donor_name: 'فاعل خير',
      channel: 1,
      type: 2,
    };
    await expect(
      db
        .insertInto('donations')
        .values({ ...donation, amount: piasters(-100) })
        .execute(),
    ).rejects.toThrow();
    await expect(
      sql`INSERT INTO donations (campaign_id, ngo_id, donor_name, channel, type, amount, status)
          VALUES (${campaign.id}, ${ngo.id}, 'x', 1, 2, 10000, 'refunded')`.execute(db),
    ).rejects.toThrow();
    // a confirmed donation must say when; cash must say where
    await expect(
      db
        .insertInto('donations')
        .values({ ...donation, amount: piasters(10_000), status: 'confirmed' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('donations')
        .values({ ...donation, amount: piasters(10_000), type: 1 })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('donations')
      .values({ ...donation, amount: piasters(10_000), idempotency_key: 'k1' })
      .execute();
    await expect(
      db
        .insertInto('donations')
        .values({ ...donation, amount: piasters(10_000), idempotency_key: 'k1' })
        .execute(),
    ).rejects.toThrow();
  });
});
