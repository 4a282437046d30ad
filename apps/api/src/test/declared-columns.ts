import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** How a column's selected TypeScript type is stored, coarse enough to compare with information_schema. */
export type ColumnFamily = 'text' | 'number' | 'boolean' | 'timestamp' | 'bytes' | 'array' | 'json';

export interface DeclaredColumn {
  family: ColumnFamily;
  nullable: boolean;
}

const SCHEMA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/schema.ts');
const ROOT_TSCONFIG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../tsconfig.json');

/**
 * The tables and columns db/schema.ts declares, read by the TypeScript compiler from the `Database`
 * interface itself (not a copy kept beside it), each column with the type Kysely selects: for a
 * `ColumnType<S, I, U>` or `Generated<S>` that is S.
 */
export function declaredColumns(): Map<string, Map<string, DeclaredColumn>> {
  const config = ts.getParsedCommandLineOfConfigFile(
    ROOT_TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const program = ts.createProgram([SCHEMA_FILE], config.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE)!;
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  );
  if (!database) throw new Error('db/schema.ts declares no Database interface');

  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      columns.set(column.name, describe(checker, checker.getTypeOfSymbol(column)));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

function describe(checker: ts.TypeChecker, type: ts.Type): DeclaredColumn {
  const parts = type.isUnion() ? type.types : [type];
  const nullable = parts.some((part) => part.flags & ts.TypeFlags.Null);
  const selected = parts
    .filter((part) => !(part.flags & ts.TypeFlags.Null))
    .map((part) => {
      const select = part.getProperty('__select__');
      return select ? checker.getTypeOfSymbol(select) : part;
    });
  const families = new Set(selected.map((part) => family(checker, part)));
  if (families.size !== 1) throw new Error(`a column mixes ${[...families].join(', ')}`);
  return { family: [...families][0]!, nullable };
}

function family(checker: ts.TypeChecker, type: ts.Type): ColumnFamily {
  if (type.isUnion()) {
    const families = new Set(type.types.map((part) => family(checker, part)));
    if (families.size === 1) return [...families][0]!;
  }
  // a branded primitive (`number & { __brand }`) is stored as its primitive
  if (type.isIntersection()) {
    const primitive = type.types.find(
      (part) => part.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike),
    );
    if (primitive) return family(checker, primitive);
  }
  if (type.flags & ts.TypeFlags.StringLike) return 'text';
  if (type.flags & ts.TypeFlags.NumberLike) return 'number';
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
  if (type.flags & ts.TypeFlags.Unknown) return 'json';
  if (checker.isArrayType(type)) return 'array';
  const name = type.getSymbol()?.name;
  if (name === 'Date') return 'timestamp';
  if (name === 'Buffer') return 'bytes';
  // a jsonb column read with its shape (a content page's version) rather than as `unknown`
  if (type.flags & ts.TypeFlags.Object) return 'json';
  throw new Error(`no column family for ${checker.typeToString(type)}`);
}
