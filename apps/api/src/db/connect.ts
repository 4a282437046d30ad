import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { callbackQueryPool, keepLostConnection, runStatementsOnPool } from './pg-callback-pool';
import { pgliteArtifacts } from './pglite-artifacts';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/** int8 counts and sums come back as numbers (piasters stay far below 2^53), on both engines. */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const toNumber = (value: string) => Number(value);

export type Engine = 'postgres' | 'pglite';

/** Connections of the PostgreSQL pool, for /metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** One session used exclusively: `exec` runs a multi-statement script, `rows` a single query. */
export interface ScriptTools {
  exec(script: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
}
export type ScriptSession = <T>(work: (tools: ScriptTools) => Promise<T>) => Promise<T>;

/**
 * The database as pg-boss calls it (services/jobs): one statement with parameters, or a script of
 * several without (its own migrations), on the same pool or PGlite connection as the app.
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  engine: Engine;
  db: Kysely<Database>;
  withScriptSession: ScriptSession;
  executeSql: ExecuteSql;
  /** resolves when the database answers a query */
  ping(): Promise<unknown>;
  /** the pool's connections (PostgreSQL), or null (PGlite: one connection, no pool) */
  poolStats(): PoolStats | null;
  /** PGlite: its data directory as one dump, to start other databases from (the tests' templates) */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; without it, PGlite (in `pgliteDir`, or in memory when that is omitted too). */
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** an in-memory PGlite starts from this dump of a data directory (tests: a migrated template) */
  pgliteImage?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.pgliteDir, options.pgliteImage);
}

const MIGRATION_LOCK = 7_420_001;

function openPostgres(connectionString: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    // a burst on one campaign (200 confirmations at once) queues on its row: each waits its turn for a
    // connection rather than failing after 5 s, as it did on a loaded machine
    connectionTimeoutMillis: 15_000,
    idleTimeoutMillis: 30_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? toNumber
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server (PostgreSQL restarting) must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: callbackQueryPool(pool) }) });
  runStatementsOnPool(db, pool);
  return {
    engine: 'postgres',
    db,
    ping: () => pool.query('SELECT 1'),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // pg sends a query without values as a simple query: a multi-statement script runs as one
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    async withScriptSession(work) {
      const client = await pool.connect();
      const lost = keepLostConnection(client);
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          return await work({
            async exec(script) {
              try {
                await client.query(script);
              } catch (error) {
                await client.query('ROLLBACK').catch(() => {});
                throw error;
              }
            },
            rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        lost.release();
      }
    },
    async close() {
      await db.destroy();
    },
  };
}

async function openPglite(dir: string | undefined, image: Blob | undefined): Promise<DatabaseHandle> {
  const client = await createPgliteClient(dir, image);
  return pgliteHandle(client, () => client.close());
}

/** A PGlite instance: in `dir`, or in memory (from the dump `image` when given). */
export async function createPgliteClient(dir?: string, image?: Blob): Promise<PGlite> {
  if (dir) await fs.mkdir(path.dirname(dir), { recursive: true });
  return PGlite.create({
    ...(await pgliteArtifacts()),
    ...(dir ? { dataDir: dir } : {}),
    ...(image ? { loadDataDir: image } : {}),
    extensions: { pg_trgm },
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
  });
}

/**
 * A handle over a PGlite instance; closing it ends its Kysely (a late query fails), then runs
 * `closeClient` (the instance's own close, or the tests' giving it back, test/pglite-reuse.ts).
 */
export function pgliteHandle(client: PGlite, closeClient: () => Promise<void>): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    engine: 'pglite',
    db,
    ping: () => db.selectNoFrom((eb) => eb.lit(1).as('one')).execute(),
    poolStats: () => null,
    // through Kysely's connection queue, so nothing interleaves with a transaction of the app's;
    // query() takes one statement (with parameters), exec() a script of several (without)
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
        try {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        } catch (error) {
          // a script that failed inside its BEGIN must not leave the one connection in a transaction
          await client.exec('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
    async withScriptSession(work) {
      // Go through Kysely's connection queue so no other query interleaves with the script.
      return db.connection().execute(() =>
        work({
          async exec(script) {
            try {
              await client.exec(script);
            } catch (error) {
              await client.exec('ROLLBACK').catch(() => {});
              throw error;
            }
          },
          rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
        }),
      );
    },
    // a checkpoint first: a database started from the dump then replays no WAL (a tenth of its start)
    dumpImage: () =>
      db.connection().execute(async () => {
        await client.exec('CHECKPOINT');
        return client.dumpDataDir('none');
      }),
    async close() {
      await db.destroy();
      await closeClient();
    },
  };
}
