import type { Kysely } from 'kysely';
import { insertOperatorSession } from '../../db/queries/operator-sessions';
import type { Database } from '../../db/schema';
import { hashToken, newToken } from '../session-tokens';

/** The cookie that carries an operator's session: HttpOnly, SameSite=Strict, only under /api/operator. */
export const OPERATOR_COOKIE = 'athar_operator';
export const OPERATOR_COOKIE_PATH = '/api/operator';
/** A session ends after 30 minutes without a call, and 12 hours after the login whatever happens. */
export const OPERATOR_IDLE_MS = 30 * 60 * 1000;
export const OPERATOR_SESSION_MS = 12 * 60 * 60 * 1000;

/** Starts a session that waits for the second factor; the token goes to the cookie, its hash to the table. */
export async function startOperatorSession(db: Kysely<Database>, operatorId: number): Promise<string> {
  const token = newToken();
  await insertOperatorSession(db, {
    operator_id: operatorId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + OPERATOR_SESSION_MS),
  });
  return token;
}
