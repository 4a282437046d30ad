import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import { claimDueMails } from './mail-outbox';

/**
 * A mail queued and drained within one millisecond (a fast PostgreSQL on localhost) was left for the
 * minute's sweep: its time, written by the database, had microseconds past the drain's Date. CI saw it
 * as a mail that never came.
 */
describe.each(testEngines)('claiming outbox rows on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
  });
  afterAll(() => database.dispose());

  const queueAt = async (at: string) => {
    const { db } = database.handle;
    const row = await db
      .insertInto('mail_outbox')
      .values({ kind: 'receipt', payload: '{}', next_attempt_at: sql`${at}::timestamptz` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const claimAt = (now: string) =>
    claimDueMails(database.handle.db, new Date(now), {
      batch: 20,
      maxAttempts: 8,
      leaseUntil: new Date('2030-01-01T00:00:00Z'),
    });

  it('takes a row queued later in the same millisecond as now, and none of the next millisecond', async () => {
    const sameMillisecond = await queueAt('2026-12-06T10:00:00.123456Z');
    const nextMillisecond = await queueAt('2026-12-06T10:00:00.124001Z');
    const claimed = await claimAt('2026-12-06T10:00:00.123Z');
    expect(claimed.map((row) => row.id)).toEqual([sameMillisecond]);
    expect((await claimAt('2026-12-06T10:00:00.124Z')).map((row) => row.id)).toEqual([nextMillisecond]);
  });
});
