import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** The charity's page fields, locked when `lock` (the row stays until the transaction ends). */
export function charityPageRow(db: Kysely<Database>, ngoId: number, lock = false) {
  const query = db
    .selectFrom('ngos')
    .select(['id', 'ar_name', 'ngo_description', 'ngo_image'])
    .where('id', '=', ngoId);
  return (lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

/** The newest name change of the charity (waiting, or the last decided). */
export function latestNameChange(db: Kysely<Database>, ngoId: number) {
  return db
    .selectFrom('ngo_name_changes')
    .select(['id', 'ar_name', 'status', 'reason'])
    .where('ngo_id', '=', ngoId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function setCharityPage(
  db: Kysely<Database>,
  ngoId: number,
  change: { ngo_description?: string; ngo_image?: string; ar_name?: string },
) {
  return db.updateTable('ngos').set(change).where('id', '=', ngoId).execute();
}

export async function insertNameChange(db: Kysely<Database>, ngoId: number, arName: string, staffId: number) {
  const row = await db
    .insertInto('ngo_name_changes')
    .values({ ngo_id: ngoId, ar_name: arName, proposed_by: staffId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Name changes with the charity's current name. */
function changesWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('ngo_name_changes as c')
    .innerJoin('ngos as n', 'n.id', 'c.ngo_id')
    .select(['c.id', 'c.ngo_id', 'n.ar_name as current_name', 'c.ar_name', 'c.status', 'c.created_at']);
}

export type NameChangeRow = Awaited<
  ReturnType<ReturnType<typeof changesWithNames>['executeTakeFirstOrThrow']>
>;

export function waitingNameChangeRows(db: Kysely<Database>, before: number | undefined, limit: number) {
  let query = changesWithNames(db).where('c.status', '=', 'pending');
  if (before !== undefined) query = query.where('c.id', '<', before);
  return query
    .orderBy('c.id', 'desc')
    .limit(limit + 1)
    .execute();
}

export function nameChangeRow(db: Kysely<Database>, id: number) {
  return changesWithNames(db).where('c.id', '=', id).executeTakeFirstOrThrow();
}

export function lockNameChange(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('ngo_name_changes')
    .select(['id', 'ngo_id', 'ar_name', 'status', 'proposed_by'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function decideNameChange(
  db: Kysely<Database>,
  id: number,
  decision: { status: 'approved' | 'refused'; decided_by: number; reason?: string },
) {
  return db
    .updateTable('ngo_name_changes')
    .set({ ...decision, decided_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether another charity already has this public name. */
export async function charityNameTaken(db: Kysely<Database>, ngoId: number, arName: string) {
  const row = await db
    .selectFrom('ngos')
    .select('id')
    .where('ar_name', '=', arName)
    .where('id', '<>', ngoId)
    .executeTakeFirst();
  return Boolean(row);
}
