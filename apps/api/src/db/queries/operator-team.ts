import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** An operator's row, locked until the transaction taking them out of the team (or back) ends. */
export async function lockOperator(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('operators')
    .select(['id', 'roles', 'disabled_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setOperatorDisabled(db: Kysely<Database>, id: number, disabled: boolean) {
  await db
    .updateTable('operators')
    .set({ disabled_at: disabled ? sql<Date>`now()` : null })
    .where('id', '=', id)
    .execute();
}

/**
 * Withdraws the open four-eyes requests a disabled operator made, and those that would make them an
 * admin; the ids withdrawn. The requester stands as the one who withdrew (the table's rule: only the
 * asker withdraws), the note says why.
 */
export async function withdrawApprovalsOf(db: Kysely<Database>, operatorId: number, note: string) {
  const rows = await db
    .updateTable('operator_approvals')
    .set({
      status: 'withdrawn',
      decided_by: sql<number>`requested_by`,
      decided_at: sql<Date>`now()`,
      decision_note: note,
    })
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('requested_by', '=', operatorId),
        eb.and([eb('action', '=', 'operator.grant_admin'), eb('object_id', '=', operatorId)]),
      ]),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
