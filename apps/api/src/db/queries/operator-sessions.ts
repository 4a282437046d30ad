import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * An operator's session, when it has not ended: revoked, past its 12 hours, idle too long, or its
 * operator disabled (their sessions are revoked with it; this keeps any left over shut as well).
 */
export async function liveOperatorSession(db: Kysely<Database>, tokenHash: Buffer, idleSince: Date) {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select([
      's.id as session_id',
      's.created_at',
      's.factor_at',
      's.stepped_up_at',
      's.last_seen_at',
      'o.id as operator_id',
      'o.email',
      'o.operator_name',
      'o.roles',
      'o.factor_enrolled_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('o.disabled_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', idleSince)
    .executeTakeFirst();
}

export async function insertOperatorSession(
  db: Kysely<Database>,
  session: { operator_id: number; token_hash: Buffer; expires_at: Date },
): Promise<void> {
  await db.insertInto('operator_sessions').values(session).execute();
}

export async function touchOperatorSession(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function revokeOperatorSession(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllOperatorSessions(db: Kysely<Database>, operatorId: number): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}
