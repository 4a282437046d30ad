import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashToken, newToken } from '../session-tokens';

/** A staff session lives 30 days, like a visitor's; an invitation link 7 days. */
export const STAFF_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const STAFF_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Starts a staff session (staff_sessions, never the visitors' sessions); only the hash is stored. */
export async function createStaffSession(db: Kysely<Database>, staffId: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_sessions')
    .values({
      staff_id: staffId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + STAFF_SESSION_TTL_MS),
    })
    .execute();
  return token;
}

export async function revokeStaffSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllStaffSessions(db: Kysely<Database>, staffId: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Issues an invitation (set-password) token; only its hash is stored. */
export async function issueStaffInvite(db: Kysely<Database>, staffId: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_tokens')
    .values({
      staff_id: staffId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + STAFF_INVITE_TTL_MS),
    })
    .execute();
  return token;
}

/** Uses an invitation up in one conditional UPDATE (so two racing uses cannot both pass); staff id or null. */
export async function consumeStaffInvite(db: Kysely<Database>, token: string): Promise<number | null> {
  const row = await db
    .updateTable('staff_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id ?? null;
}

/** Uses up every open invitation of a staff member (once one of them has set the password). */
export async function consumeAllStaffInvites(db: Kysely<Database>, staffId: number): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ used_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
}

/** Uses up every open invitation of a staff member but the one just mailed (a re-sent invitation). */
export async function consumeOlderStaffInvites(
  db: Kysely<Database>,
  staffId: number,
  keptToken: string,
): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ used_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('token_hash', '!=', hashToken(keptToken))
    .where('used_at', 'is', null)
    .execute();
}

/** Drops an invitation that was never mailed. */
export async function deleteStaffInvite(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('staff_tokens').where('token_hash', '=', hashToken(token)).execute();
}
