import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredColumns, type ColumnFamily, type DeclaredColumn } from '../test/declared-columns';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database';

/** information_schema's data_type, by the TypeScript family Kysely reads it as (pg's default parsers). */
const FAMILY_OF_DATA_TYPE: Record<string, ColumnFamily> = {
  text: 'text',
  'character varying': 'text',
  uuid: 'text',
  integer: 'number',
  smallint: 'number',
  bigint: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'timestamp',
  bytea: 'bytes',
  ARRAY: 'array',
  jsonb: 'json',
};
/** A date is read as a Date, or kept as its 'YYYY-MM-DD' text where a type parser says so: either fits. */
const DATE_FAMILIES: ColumnFamily[] = ['text', 'timestamp'];

function migratedFamily(column: InformationSchemaColumn, declared: DeclaredColumn): ColumnFamily {
  if (column.data_type === 'date' && DATE_FAMILIES.includes(declared.family)) return declared.family;
  return FAMILY_OF_DATA_TYPE[column.data_type] ?? (column.data_type as ColumnFamily);
}

interface InformationSchemaColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
}

describe.each(testEngines)('db/schema.ts against the migrated database on %s', (engine) => {
  let database: TestDatabase;
  let migrated: Map<string, Map<string, InformationSchemaColumn>>;
  const declared = declaredColumns();
  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
    const { rows } = await sql<InformationSchemaColumn>`
      SELECT c.table_name, c.column_name, c.data_type, c.is_nullable
      FROM information_schema.columns c
      JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`.execute(database.handle.db);
    migrated = new Map();
    for (const row of rows) {
      const columns = migrated.get(row.table_name) ?? new Map<string, InformationSchemaColumn>();
      columns.set(row.column_name, row);
      migrated.set(row.table_name, columns);
    }
  });
  afterAll(() => database.dispose());

  it('declares every table the migrations create, and no other', () => {
    expect([...declared.keys()].sort()).toEqual([...migrated.keys()].sort());
  });

  it.each([...declared.keys()])('%s: the same columns by name', (table) => {
    const names = (columns: Map<string, unknown> | undefined) => [...(columns?.keys() ?? [])].sort();
    expect(names(declared.get(table))).toEqual(names(migrated.get(table)));
  });

  it.each([...declared.keys()])('%s: each column nullable and typed as it is stored', (table) => {
    const shape = (column: DeclaredColumn) => `${column.family}${column.nullable ? ' | null' : ''}`;
    const columns = declared.get(table) ?? new Map<string, DeclaredColumn>();
    const declaredShapes = Object.fromEntries([...columns].map(([name, column]) => [name, shape(column)]));
    const migratedShapes = Object.fromEntries(
      [...(migrated.get(table)?.values() ?? [])].flatMap((column) => {
        const counterpart = columns.get(column.column_name);
        if (!counterpart) return [];
        const family = migratedFamily(column, counterpart);
        return [[column.column_name, shape({ family, nullable: column.is_nullable === 'YES' })]];
      }),
    );
    expect(declaredShapes).toEqual(migratedShapes);
  });
});
