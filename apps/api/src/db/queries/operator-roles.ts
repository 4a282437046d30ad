import { sql, type Kysely } from 'kysely';
import type { OperatorRole } from '@athar/contract/operator/roles';
import type { Database } from '../schema';

/** Sets an operator's duties; the row before, or undefined for an unknown operator. */
export async function setOperatorRoles(db: Kysely<Database>, id: number, roles: OperatorRole[]) {
  const before = await db
    .selectFrom('operators')
    .select('roles')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return undefined;
  await db.updateTable('operators').set({ roles }).where('id', '=', id).execute();
  return before.roles;
}

/**
 * How many enabled operators hold the admin duty, counted under a lock so two removals (of the duty or
 * of the account) cannot both pass.
 */
export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const rows = await db
    .selectFrom('operators')
    .select('id')
    .where(sql<boolean>`'admin' = ANY(roles)`)
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.length;
}
