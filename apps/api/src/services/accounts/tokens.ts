import type { Kysely } from 'kysely';
import { isWellFormedLinkToken } from '@athar/contract/accounts/verification';
import type { Database } from '../../db/schema';
import { hashToken, newToken } from '../session-tokens';

export type TokenPurpose = 'verify' | 'reset';

/** Verification links last 48 hours, reset links 1 hour (ARCHITECTURE.md §4). */
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
  await db
    .insertInto('user_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    })
    .execute();
  return token;
}

/**
 * Uses a token up: one UPDATE marks it used only if it is unused, unexpired and of this purpose, so two
 * racing requests cannot both succeed. Returns the user id, or null for an unknown, used or expired token,
 * and for a cut-short or garbled one (not the shape {@link issueToken} makes), which is not looked up.
 */
export async function consumeToken(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  if (!isWellFormedLinkToken(token)) return null;
  const row = await db
    .updateTable('user_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'user_tokens.user_id')
          .where('users.deleted_at', 'is', null),
      ),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Uses up every open token of one purpose of a user, e.g. every reset link once the password is reset. */
export async function consumeAllTokens(
  db: Kysely<Database>,
  userId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .updateTable('user_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
