import type { Kysely } from 'kysely';
import { isWellFormedLinkToken } from '@athar/contract/accounts/verification';
import { STAFF_INVITATION_HOURS } from '@athar/contract/charity/team';
import {
  deleteStaffToken,
  insertStaffSession,
  insertStaffToken,
  useStaffToken,
  useStaffTokensOlderThan,
} from '../../db/queries/staff-tokens';
import type { Database, StaffTokenPurpose } from '../../db/schema';
import { TOKEN_TTL_MS } from '../accounts/tokens';
import { hashToken, newToken } from '../session-tokens';

/** A staff session lives 30 days, like a visitor's. */
export const STAFF_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** An invitation link lasts 72 hours (040, as an operator's); a reset link 1 hour, as a visitor's. */
export const STAFF_TOKEN_TTL_MS: Record<StaffTokenPurpose, number> = {
  invite: STAFF_INVITATION_HOURS * 60 * 60 * 1000,
  reset: TOKEN_TTL_MS.reset,
};

/** Starts a staff session (staff_sessions, never the visitors' sessions); only the hash is stored. */
export async function createStaffSession(db: Kysely<Database>, staffId: number): Promise<string> {
  const token = newToken();
  await insertStaffSession(db, {
    staff_id: staffId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + STAFF_SESSION_TTL_MS),
  });
  return token;
}

/** Issues a mailed link (an invitation or a reset) that chooses the password; only its hash is stored. */
export async function issueStaffToken(
  db: Kysely<Database>,
  staffId: number,
  purpose: StaffTokenPurpose,
): Promise<string> {
  const token = newToken();
  await insertStaffToken(db, {
    staff_id: staffId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + STAFF_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Issues an invitation (set-password) link. */
export function issueStaffInvite(db: Kysely<Database>, staffId: number): Promise<string> {
  return issueStaffToken(db, staffId, 'invite');
}

/**
 * Uses a link up (useStaffToken: two racing uses cannot both pass); the staff id, or null. A
 * cut-short or garbled token (not the shape {@link issueStaffToken} makes) is null without a lookup,
 * as a visitor's link.
 */
export async function consumeStaffToken(
  db: Kysely<Database>,
  token: string,
  purpose: StaffTokenPurpose,
): Promise<number | null> {
  if (!isWellFormedLinkToken(token)) return null;
  return (await useStaffToken(db, hashToken(token), purpose)) ?? null;
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
    await deleteStaffToken(db, hashToken(token));
    throw error;
  }
  await useStaffTokensOlderThan(db, staffId, purpose, hashToken(token));
}
