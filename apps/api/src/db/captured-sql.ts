import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import type { Database } from './schema';

/**
 * The SQL that a piece of query code sends, captured by running that very code over a driver that
 * answers no rows. The bench's bare server (bench/raw/) replays it through `pg`, so the api and its
 * raw reference can never run different SQL.
 */
export async function capturedQueries(
  run: (db: Kysely<Database>) => Promise<unknown>,
): Promise<CompiledQuery[]> {
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  await run(db);
  return queries;
}

/** The one query of an api function that sends exactly one. */
export async function capturedQuery(run: (db: Kysely<Database>) => Promise<unknown>): Promise<CompiledQuery> {
  const queries = await capturedQueries(run);
  if (queries.length !== 1) throw new Error(`expected one query, the api code sent ${queries.length}`);
  return queries[0]!;
}
