import type { Kysely } from 'kysely';
import { isWellFormedLinkToken } from '@athar/contract/accounts/verification';
import type { Database, StaffTokenPurpose } from '../../db/schema';
import { TOKEN_TTL_MS } from '../accounts/tokens';
import { hashToken, newToken } from '../session-tokens';

/** A staff session lives 30 days, like a visitor's. */
export const STAFF_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** An invitation link lasts 7 days; a reset link 1 hour, as a visitor's reset link. */
export const STAFF_TOKEN_TTL_MS: Record<StaffTokenPurpose, number> = {
  invite: 7 * 24 * 60 * 60 * 1000,
  reset: TOKEN_TTL_MS.reset,
};

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

/** Issues a mailed link (an invitation or a reset) that chooses the password; only its hash is stored. */
export async function issueStaffToken(
  db: Kysely<Database>,
  staffId: number,
  purpose: StaffTokenPurpose,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_tokens')
    .values({
      staff_id: staffId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + STAFF_TOKEN_TTL_MS[purpose]),
    })
    .execute();
  return token;
}

/** Issues an invitation (set-password) link. */
export function issueStaffInvite(db: Kysely<Database>, staffId: number): Promise<string> {
  return issueStaffToken(db, staffId, 'invite');
}

/**
 * Uses a link up in one conditional UPDATE (so two racing uses cannot both pass) when it is unused,
 * unexpired and of this purpose; the staff id, or null. A cut-short or garbled token (not the shape
 * {@link issueStaffToken} makes) is null without a lookup, as a visitor's link.
 */
export async function consumeStaffToken(
  db: Kysely<Database>,
  token: string,
  purpose: StaffTokenPurpose,
): Promise<number | null> {
  if (!isWellFormedLinkToken(token)) return null;
  const row = await db
    .updateTable('staff_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id ?? null;
}

/** Uses up every open link of a staff member, invitations and resets, once one has chosen the password. */
export async function consumeAllStaffTokens(db: Kysely<Database>, staffId: number): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ used_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Uses up every open link of one purpose of a staff member issued before the one just mailed (never a
 * newer one, so of two requests mailed at once the later link is the one that stays valid).
 */
export async function consumeOlderStaffTokens(
  db: Kysely<Database>,
  staffId: number,
  purpose: StaffTokenPurpose,
  keptToken: string,
): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ used_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where(({ eb, selectFrom }) =>
      eb(
        'staff_tokens.id',
        '<',
        selectFrom('staff_tokens as kept')
          .select('kept.id')
          .where('kept.token_hash', '=', hashToken(keptToken)),
      ),
    )
    .execute();
}

/** Drops a link that was never mailed. */
export async function deleteStaffToken(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('staff_tokens').where('token_hash', '=', hashToken(token)).execute();
}

/**
 * Mails a fresh link of `purpose` and only then uses up the older ones of that purpose: a refused or
 * failed mail (e.g. past limitRules.mailRecipient) drops the new link and leaves the older ones valid.
 */
export async function mailFreshStaffToken(
  db: Kysely<Database>,
  staffId: number,
  purpose: StaffTokenPurpose,
  send: (token: string) => Promise<void>,
): Promise<void> {
  const token = await issueStaffToken(db, staffId, purpose);
  try {
    await send(token);
  } catch (error) {
    await deleteStaffToken(db, token);
    throw error;
  }
  await consumeOlderStaffTokens(db, staffId, purpose, token);
}
