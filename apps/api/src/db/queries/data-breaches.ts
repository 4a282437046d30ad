import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DataBreachesTable } from '../schema-data-protection';
import type { Database } from '../schema';

const BREACH_COLUMNS = [
  'id',
  'discovered_at',
  'description',
  'data_kinds',
  'people_affected',
  'center_notified_at',
  'people_notified_at',
  'closed_at',
  'recorded_by',
] as const;

export async function insertBreach(
  db: Kysely<Database>,
  values: Insertable<DataBreachesTable>,
): Promise<number> {
  const row = await db.insertInto('data_breaches').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One breach; `forUpdate` holds it until the transaction ends. */
export function breachById(db: Kysely<Database>, id: number, forUpdate = false) {
  const query = db.selectFrom('data_breaches').select(BREACH_COLUMNS).where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}
export type BreachRow = Awaited<ReturnType<typeof breachById>> & {};

export async function updateBreach(
  db: Kysely<Database>,
  id: number,
  change: Updateable<DataBreachesTable>,
): Promise<void> {
  await db.updateTable('data_breaches').set(change).where('id', '=', id).execute();
}

/** The latest recorded first, `limit` of them before the breach `before`. */
export function breachPage(db: Kysely<Database>, before: number | undefined, limit: number) {
  let query = db.selectFrom('data_breaches').select(BREACH_COLUMNS);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
