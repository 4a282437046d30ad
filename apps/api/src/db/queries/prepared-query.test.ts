import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { capturedQueries } from '../captured-sql';
import { preparedQuery } from './prepared-query';

const campaignsOver = preparedQuery(
  (shape: { titled: boolean }) => String(shape.titled),
  (db, shape, values: { minimum: number; title: string; limit: number }) => {
    let query = db.selectFrom('campaigns').select('id').where('collected', '>=', values.minimum);
    if (shape.titled) query = query.where('title', '=', values.title);
    return query.where('donors_count', '>', sql.lit(0)).limit(values.limit);
  },
);

describe('preparedQuery', () => {
  it('runs the SQL of each shape with every call’s own values in their places', async () => {
    const queries = await capturedQueries(async (db) => {
      await campaignsOver(db, { titled: true }, { minimum: 100, title: 'أ', limit: 5 });
      await campaignsOver(db, { titled: true }, { minimum: 7, title: 'ب', limit: 9 });
      await campaignsOver(db, { titled: false }, { minimum: 3, title: '', limit: 1 });
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
