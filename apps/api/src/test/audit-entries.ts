import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The audit entries of one action, oldest first, the actor's id a number on both engines. */
export async function auditEntriesOf(db: Kysely<Database>, action: string) {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, actor_id: row.actor_id === null ? null : Number(row.actor_id) }));
}

/**
 * Runs `work` while the database refuses to append an entry of `action`: an act audited in its own
 * transaction must then leave no change behind.
 */
export async function withAuditRefused<T>(db: Kysely<Database>, action: string, work: () => Promise<T>) {
  await sql`CREATE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'audit refused by the test'; END $$`.execute(db);
  await sql`CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW
    WHEN (NEW.action = ${sql.lit(action)}) EXECUTE FUNCTION test_refuse_audit()`.execute(db);
  try {
    return await work();
  } finally {
    await sql`DROP TRIGGER test_refuse_audit ON audit_log`.execute(db);
    await sql`DROP FUNCTION test_refuse_audit()`.execute(db);
  }
}
