import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { poolQueryOf } from '../pg-callback-pool';
import type { Database } from '../schema';

/** Stands in for one value while the query is built, so its place among the parameters can be found. */
class Slot {
  constructor(readonly name: string) {}
}

interface Compiled {
  sql: string;
  /** per parameter: the value's name, or the fixed value the builder itself passed */
  parameters: readonly unknown[];
}

/**
 * A query built and compiled once per shape and database instead of on every call (Kysely spends
 * ~0.1 ms building a card listing), and run on the pool directly where the database allows it
 * (PostgreSQL outside a transaction: runStatementsOnPool). `build` must decide the SQL's shape from
 * `shape` alone and pass each `values` entry to Kysely untouched (no arithmetic or string work on
 * it): while compiling they are placeholders, and every call then runs the same SQL with its own
 * values. Every call of one shape must give the same value names.
 */
export function preparedQuery<Shape, Values extends Record<string, unknown>, Row>(
  shapeKey: (shape: Shape) => string,
  build: (db: Kysely<Database>, shape: Shape, values: Values) => Compilable<Row>,
) {
  const compiled = new WeakMap<Kysely<Database>, Map<string, Compiled>>();

  function compile(db: Kysely<Database>, shape: Shape, valueNames: string[]): Compiled {
    const slots = Object.fromEntries(valueNames.map((name) => [name, new Slot(name)])) as unknown as Values;
    const { sql, parameters } = build(db, shape, slots).compile();
    return { sql, parameters };
  }

  return async function execute(db: Kysely<Database>, shape: Shape, values: Values): Promise<Row[]> {
    let byShape = compiled.get(db);
    if (!byShape) {
      byShape = new Map();
      compiled.set(db, byShape);
    }
    const key = shapeKey(shape);
    let query = byShape.get(key);
    if (!query) {
      query = compile(db, shape, Object.keys(values));
      byShape.set(key, query);
    }
    const parameters = query.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.name] : parameter,
    );
    const onPool = poolQueryOf(db);
    if (onPool) return (await onPool(query.sql, parameters)) as Row[];
    const result = await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters));
    return result.rows;
  };
}
