import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashToken, newToken } from '../session-tokens';

/** A session lives 30 days, as long as the `user` cookie that carries it. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts a session; only the token's hash is stored, the token itself goes to the client once. */
export async function createSession(db: Kysely<Database>, userId: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + SESSION_TTL_MS),
    })
    .execute();
  return token;
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
