import type { Kysely } from 'kysely';
import { isWellFormedLinkToken } from '@athar/contract/accounts/verification';
import { insertUserToken, useUserToken, type TokenPurpose } from '../../db/queries/user-tokens';
import type { Database } from '../../db/schema';
import { hashToken, newToken } from '../session-tokens';

/** Verification links last 48 hours, reset links 1 hour (docs/PRODUCT.md §9). */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Issues a mailed-link token; only its hash is stored. */
export async function issueToken(
  db: Kysely<Database>,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> {
  const token = newToken();
  await insertUserToken(db, {
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Uses a token up (useUserToken: two racing requests cannot both succeed). Returns the user id, or
 * null for an unknown, used or expired token, and for a cut-short or garbled one (not the shape
 * {@link issueToken} makes), which is not looked up.
 */
export async function consumeToken(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  if (!isWellFormedLinkToken(token)) return null;
  return (await useUserToken(db, hashToken(token), purpose)) ?? null;
}
