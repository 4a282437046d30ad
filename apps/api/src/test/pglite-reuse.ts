import type { PGlite } from '@electric-sql/pglite';
import { createPgliteClient, pgliteHandle, type DatabaseHandle } from '../db/connect';

/**
 * PGlite databases used again by the next test file of the same worker (docs/decisions/055). Starting
 * PGlite from a dump costs 0.6–1.1 s of CPU (its WebAssembly instance, its file system, PostgreSQL's
 * start), ~300 times a run; making a used one like its template again costs a tenth of that: the
 * tables whose rows changed get the template's rows back, the sequences their values. A database
 * whose schema a file changed (a table, a function, pg-boss's own schema) is closed, never reused.
 */

/** Where a template keeps a copy of its rows: one table per table that has rows (keepRowsOfTemplate). */
const COPIES = 'athar_test_rows';

interface TableOf {
  /** schema-qualified, quoted */
  name: string;
  /** the columns a row is written with: all but the generated ones, quoted */
  columns: string;
  identity: boolean;
  /** the copy of its template rows, or null when the template has none */
  copy: string | null;
}

interface TemplateState {
  tables: TableOf[];
  /** count and hash of each table's rows in the template, by name */
  sums: Map<string, string>;
  sequences: { name: string; value: string; called: boolean }[];
  catalog: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const copyName = (schema: string, table: string) => `${quote(COPIES)}.${quote(`${schema}.${table}`)}`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

interface TableRow {
  schema: string;
  table: string;
  columns: string;
  identity: boolean;
}

/** A query's rows, on a PGlite instance or in the global set-up's script session. */
type Rows = <T>(sql: string) => Promise<T[]>;
const rowsOn =
  (client: PGlite): Rows =>
  async <T>(sql: string) =>
    (await client.query<T>(sql)).rows;

/** Every table of the database's own schemas (partitions through their parent). */
function tablesOf(rows: Rows): Promise<TableRow[]> {
  return rows<TableRow>(`
    SELECT n.nspname AS schema, c.relname AS "table",
      (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attidentity = 'a') AS identity
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND n.nspname NOT IN ('pg_catalog', 'information_schema', ${literal(COPIES)})
      AND n.nspname NOT LIKE 'pg\\_%'
    ORDER BY 1, 2`);
}

/**
 * The global set-up, before it writes a template: a copy of every table's rows in a schema of their
 * own, for a reused database to take its rows back from.
 */
export async function keepRowsOfTemplate(handle: DatabaseHandle) {
  await handle.withScriptSession(async ({ exec, rows }) => {
    await exec(`DROP SCHEMA IF EXISTS ${quote(COPIES)} CASCADE; CREATE SCHEMA ${quote(COPIES)}`);
    const tables = await tablesOf(rows);
    const counts = await rows<{ i: number; n: number }>(
      tables
        .map((t, i) => `SELECT ${i} AS i, count(*)::int AS n FROM ${quote(t.schema)}.${quote(t.table)}`)
        .join(' UNION ALL '),
    );
    const copied = counts.filter(({ n }) => n > 0).map(({ i }) => tables[i]!);
    if (copied.length > 0)
      await exec(
        copied
          .map(
            (t) =>
              `CREATE TABLE ${copyName(t.schema, t.table)} AS SELECT ${t.columns} FROM ${quote(t.schema)}.${quote(t.table)}`,
          )
          .join(';\n'),
      );
  });
}

/** The schema's shape, where a file could change it: a different answer closes the database. */
async function catalogOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(`
    SELECT md5(string_agg(part, ',' ORDER BY part)) AS shape FROM (
      SELECT n.nspname::text || '.' || c.relname::text || ':' || c.relkind::text || c.relnatts::text AS part
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      UNION ALL SELECT a.attrelid::text || '.' || a.attname::text || ':' || a.atttypid::text || a.attnotnull::text
        FROM pg_attribute a WHERE a.attrelid >= 16384
      UNION ALL SELECT adrelid::text || ':' || md5(pg_get_expr(adbin, adrelid)) FROM pg_attrdef
      UNION ALL SELECT proname::text || ':' || md5(prosrc) FROM pg_proc
      UNION ALL SELECT tgname::text || ':' || tgenabled::text FROM pg_trigger
      UNION ALL SELECT conname::text || ':' || convalidated::text FROM pg_constraint
      UNION ALL SELECT 'setting:' || array_to_string(setconfig, ',') FROM pg_db_role_setting
      UNION ALL SELECT 'extension:' || extname::text FROM pg_extension
    ) parts`);
  return rows[0]!.shape;
}

/** Each table's row count and the sum of its rows' hashes, by name. */
async function sumsOf(client: PGlite, tables: TableOf[]): Promise<Map<string, string>> {
  const { rows } = await client.query<{ i: number; sum: string }>(
    tables
      .map(
        (t, i) =>
          `SELECT ${i} AS i, count(*)::text || ':' || coalesce(sum(hashtext(r::text)::bigint), 0)::text AS sum FROM ${t.name} r`,
      )
      .join(' UNION ALL '),
  );
  return new Map(rows.map(({ i, sum }) => [tables[i]!.name, sum]));
}

async function templateStateOf(client: PGlite): Promise<TemplateState> {
  const { rows: copies } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = ${literal(COPIES)} AND c.relkind = 'r'`,
  );
  const copied = new Set(copies.map(({ name }) => name));
  const tables = (await tablesOf(rowsOn(client))).map((t) => ({
    name: `${quote(t.schema)}.${quote(t.table)}`,
    columns: t.columns,
    identity: t.identity,
    copy: copied.has(`${t.schema}.${t.table}`) ? copyName(t.schema, t.table) : null,
  }));
  const { rows: sequenceNames } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'S' ORDER BY 1`,
  );
  const sequences =
    sequenceNames.length === 0
      ? []
      : (
          await client.query<{ name: string; value: string; called: boolean }>(
            sequenceNames
              .map(
                ({ name }) =>
                  `SELECT ${literal(name)} AS name, last_value::text AS value, is_called AS called FROM ${name}`,
              )
              .join(' UNION ALL '),
          )
        ).rows;
  return { tables, sums: await sumsOf(client, tables), sequences, catalog: await catalogOf(client) };
}

/**
 * The statements that give a changed table its template rows back: the rows the template has not
 * are deleted, the template's rows the table lost (or changed) are written again — a few rows, not
 * the whole table (writing a campaign runs its generated columns' functions and its trigram indexes).
 */
function restore(table: TableOf): string[] {
  const row = `md5(ROW(${table.columns})::text)`;
  if (!table.copy) return [`DELETE FROM ${table.name}`];
  return [
    `DELETE FROM ${table.name} WHERE ${row} NOT IN (SELECT md5(c::text) FROM ${table.copy} c)`,
    `INSERT INTO ${table.name} (${table.columns}) ${table.identity ? 'OVERRIDING SYSTEM VALUE ' : ''}` +
      `SELECT * FROM ${table.copy} c WHERE md5(c::text) NOT IN (SELECT ${row} FROM ${table.name})`,
  ];
}

/**
 * Makes a used database like its template again: false when its schema changed (it must be closed).
 * The rows go back with the triggers off (`session_replication_role`): the copies are the rows as
 * the template's own triggers left them.
 */
async function resetToTemplate(client: PGlite, state: TemplateState): Promise<boolean> {
  await client.exec('ROLLBACK').catch(() => {});
  await client.exec('DISCARD ALL');
  if ((await catalogOf(client)) !== state.catalog) return false;
  const sums = await sumsOf(client, state.tables);
  const changed = state.tables.filter((t) => sums.get(t.name) !== state.sums.get(t.name));
  const statements = [
    'BEGIN',
    'SET LOCAL session_replication_role = replica',
    ...changed.flatMap(restore),
    ...state.sequences.map(
      (s) => `SELECT setval(${literal(s.name)}, ${s.value}, ${s.called ? 'true' : 'false'})`,
    ),
    'COMMIT',
  ];
  await client.exec(statements.join(';\n'));
  return true;
}

interface Reusable {
  client: PGlite;
  state: TemplateState;
  /** the files that used it: after USES_PER_DATABASE it is closed (the dead rows of a hundred files) */
  uses: number;
}

const USES_PER_DATABASE = 50;

/** The worker's databases waiting for a file, by the template they started from. */
const idle = new Map<Blob, Reusable[]>();

/**
 * A database in the state of `image` (a template with its rows kept, keepRowsOfTemplate): one the
 * worker's earlier file gave back, or a new one. Closing the handle gives it back.
 */
export async function reusedPglite(image: Blob): Promise<DatabaseHandle> {
  const waiting = idle.get(image) ?? [];
  idle.set(image, waiting);
  let reusable = waiting.pop();
  if (!reusable) {
    const client = await createPgliteClient(undefined, image);
    reusable = { client, state: await templateStateOf(client), uses: 0 };
  }
  const { client, state, uses } = reusable;
  return pgliteHandle(client, async () => {
    const reset = uses + 1 < USES_PER_DATABASE && (await resetToTemplate(client, state).catch(() => false));
    if (reset) waiting.push({ client, state, uses: uses + 1 });
    else await client.close();
  });
}
