import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function insertSession(
  db: Kysely<Database>,
  session: { user_id: number; token_hash: Buffer; expires_at: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ user_id: session.user_id, token_hash: session.token_hash, expires_at: session.expires_at })
    .execute();
}

/** Ends one session (logout). */
export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user (password reset, account deletion). */
export async function revokeAllSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The live session of a token's hash: unexpired, not revoked, of an account not deleted. */
export function liveSession(db: Kysely<Database>, tokenHash: Buffer) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id as session_id', 'u.id as user_id'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}
