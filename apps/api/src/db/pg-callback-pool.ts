import type { Kysely, PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

/** One statement on the pool, outside any transaction: the pool checks a client out and back in. */
export type PoolQuery = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

/**
 * Root database instances whose compiled statements may skip Kysely's executor and go straight to
 * the pool. A transaction or a pinned connection is another Kysely object, never registered, so its
 * statements keep to its own connection.
 */
const poolQueries = new WeakMap<Kysely<Database>, PoolQuery>();

function callbackQuery<R>(
  client: pg.PoolClient | pg.Pool,
  sql: string,
  parameters: readonly unknown[],
): Promise<PostgresQueryResult<R>> {
  return new Promise((resolve, reject) => {
    client.query(sql, parameters as unknown[], (error: Error | undefined, result: pg.QueryResult) => {
      if (error) reject(error);
      else resolve(result as unknown as PostgresQueryResult<R>);
    });
  });
}

/**
 * The pool as Kysely's PostgresDialect sees it, with every statement sent in pg's callback form.
 * pg's promise form (`client.query(text, values)` without a callback) keeps each result reachable
 * past the next young-generation collection: under the listing load the api promoted ~700 KB of
 * dead results per scavenge (scavenges of 4–6 ms and a full collection every few seconds), against
 * ~40 KB in the callback form (1.2 ms) — docs/decisions/009.
 */
export function callbackQueryPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const lost = keepLostConnection(client);
      return {
        query: ((sqlOrCursor: string | PostgresCursor<unknown>, parameters?: readonly unknown[]) =>
          typeof sqlOrCursor === 'string'
            ? callbackQuery(client, sqlOrCursor, parameters ?? [])
            : client.query(sqlOrCursor as never)) as PostgresPoolClient['query'],
        release: () => lost.release(),
      };
    },
    end: () => pool.end(),
  };
}

/**
 * A checked-out client has no error listener of the pool's (pg-pool takes its own off until release):
 * a connection PostgreSQL ends between two statements (a restart, a terminated backend) would be an
 * unhandled 'error' event and end the process. The error is kept, and the release hands it to the pool,
 * which then discards the client instead of lending it again.
 */
export function keepLostConnection(client: pg.PoolClient): { release(): void } {
  let lost: Error | undefined;
  const keep = (error: Error) => {
    lost = error;
  };
  client.on('error', keep);
  return {
    release() {
      client.removeListener('error', keep);
      client.release(lost);
    },
  };
}

/** Lets `db` (the root instance over `pool`) run compiled statements straight on the pool. */
export function runStatementsOnPool(db: Kysely<Database>, pool: pg.Pool): void {
  poolQueries.set(db, async (sql, parameters) => (await callbackQuery<unknown>(pool, sql, parameters)).rows);
}

/** How `db` runs a compiled statement on the pool, or undefined when it must use its own connection. */
export function poolQueryOf(db: Kysely<Database>): PoolQuery | undefined {
  return poolQueries.get(db);
}
