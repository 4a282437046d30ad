import type { Kysely } from 'kysely';
import { insertSession } from '../../db/queries/sessions';
import type { Database } from '../../db/schema';
import { hashToken, newToken } from '../session-tokens';

/** A session lives 30 days, as long as the `user` cookie that carries it. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts a session; only the token's hash is stored, the token itself goes to the client once. */
export async function createSession(db: Kysely<Database>, userId: number): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}
