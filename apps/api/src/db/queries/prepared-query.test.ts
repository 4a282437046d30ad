import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createCreatorCampaign } from '../../test/campaign-factories';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import { capturedQueries } from '../captured-sql';
import type { Database } from '../schema';
import { preparedQuery } from './prepared-query';
import { piasters, type Piasters } from '@athar/contract/piasters';

const campaignsOver = preparedQuery(
  (shape: { titled: boolean }) => String(shape.titled),
  (db, shape, values: { minimum: Piasters; title: string; limit: number }) => {
    let query = db.selectFrom('campaigns').select('id').where('collected', '>=', values.minimum);
    if (shape.titled) query = query.where('title', '=', values.title);
    return query.where('donors_count', '>', sql.lit(0)).limit(values.limit);
  },
);

describe('preparedQuery', () => {
  it('runs the SQL of each shape with every call’s own values in their places', async () => {
    const queries = await capturedQueries(async (db) => {
      await campaignsOver(db, { titled: true }, { minimum: piasters(100), title: 'أ', limit: 5 });
      await campaignsOver(db, { titled: true }, { minimum: piasters(7), title: 'ب', limit: 9 });
      await campaignsOver(db, { titled: false }, { minimum: piasters(3), title: '', limit: 1 });
    });
    const [first, second, untitled] = queries.map(({ sql, parameters }) => ({ sql, parameters }));
    expect(first).toEqual({
      sql: 'select "id" from "campaigns" where "collected" >= $1 and "title" = $2 and "donors_count" > 0 limit $3',
      parameters: [100, 'أ', 5],
    });
    expect(second).toEqual({ sql: first!.sql, parameters: [7, 'ب', 9] });
    expect(untitled).toEqual({
      sql: 'select "id" from "campaigns" where "collected" >= $1 and "donors_count" > 0 limit $2',
      parameters: [3, 1],
    });
  });
});

describe.each(testEngines)('preparedQuery on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const titled = (db: Kysely<Database>, title: string) =>
    campaignsOver(db, { titled: true }, { minimum: piasters(0), title, limit: 5 });

  it('runs inside a transaction on the transaction’s own connection, and on the pool outside it', async () => {
    const { db } = database.handle;
    const title = 'حملة داخل معاملة';
    await db.transaction().execute(async (trx) => {
      await createCreatorCampaign(trx, { title, collected: 10_000 });
      // the row exists only in this transaction: a query on another connection would not see it
      expect(await titled(trx, title)).toHaveLength(1);
      if (engine === 'postgres') expect(await titled(db, title)).toHaveLength(0);
    });
    expect(await titled(db, title)).toHaveLength(1);
  });

  it('passes the database’s refusal of a value on, with its code', async () => {
    const values = { minimum: 'x' as never, title: '', limit: 1 };
    const refused = campaignsOver(database.handle.db, { titled: false }, values);
    await expect(refused).rejects.toMatchObject({ code: '22P02' });
  });
});
