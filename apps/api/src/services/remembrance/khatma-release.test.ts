import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreatorCampaign } from '../../test/campaign-factories';
import { createTestDatabase, oneEngine, type TestDatabase } from '../../test/test-database';
import { releaseStaleKhatmaParts } from './khatma-release';

const DAY = 24 * 60 * 60 * 1000;

describe.each(oneEngine)('releaseStaleKhatmaParts on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('releases only unread reservations older than 7 days, once', async () => {
    const db = database.handle.db;
    const campaign = await createCreatorCampaign(db);
    const { id: khatmaId } = await db
      .insertInto('khatmas')
      .values({ campaign_id: campaign.id, number: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = new Date('2026-11-26T12:00:00Z');
    const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY - extraMs);
    await db
      .insertInto('khatma_parts')
      .values([
        // unread, 7 days and a minute: released
        { khatma_id: khatmaId, juz: 1, secret_hash: 'a', reserved_at: ago(7, 60_000) },
        // unread, 30 days: released
        { khatma_id: khatmaId, juz: 2, secret_hash: 'b', reserved_at: ago(30) },
        // unread, a minute short of 7 days: kept
        { khatma_id: khatmaId, juz: 3, secret_hash: 'c', reserved_at: ago(7, -60_000) },
        // read, however old: kept
        { khatma_id: khatmaId, juz: 4, secret_hash: 'd', reserved_at: ago(40), read_at: ago(35) },
        // fresh: kept
        { khatma_id: khatmaId, juz: 5, secret_hash: 'e', reserved_at: ago(0) },
      ])
      .execute();

    expect(await releaseStaleKhatmaParts(db, now)).toBe(2);
    // running again (a job retried, or two instances) releases nothing more
    expect(await releaseStaleKhatmaParts(db, now)).toBe(0);
    const left = await db
      .selectFrom('khatma_parts')
      .select('juz')
      .where('khatma_id', '=', khatmaId)
      .orderBy('juz')
      .execute();
    expect(left.map((row) => row.juz)).toEqual([3, 4, 5]);
    // a day later, juz 3 is past its 7 days too
    expect(await releaseStaleKhatmaParts(db, new Date(now.getTime() + DAY))).toBe(1);
  });
});
