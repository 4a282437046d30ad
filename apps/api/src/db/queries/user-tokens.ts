import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { useUpOpenLink } from './link-tokens';

export type TokenPurpose = 'verify' | 'reset';

export async function insertUserToken(
  db: Kysely<Database>,
  token: { user_id: number; purpose: TokenPurpose; token_hash: Buffer; expires_at: Date },
): Promise<void> {
  await db.insertInto('user_tokens').values(token).execute();
}

/**
 * Uses a token up in one UPDATE, only if it is unused, unexpired, of this purpose and of a live
 * account, so two racing requests cannot both succeed. The user id, or undefined.
 */
export async function useUserToken(
  db: Kysely<Database>,
  tokenHash: Buffer,
  purpose: TokenPurpose,
): Promise<number | undefined> {
  const row = await useUpOpenLink(db, 'user_tokens', tokenHash, purpose)
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
  return row?.user_id;
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

export async function deleteTokensOfUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
}
