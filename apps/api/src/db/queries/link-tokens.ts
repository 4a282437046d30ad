import type { Kysely } from 'kysely';
import type { Database, StaffTokenPurpose, UserTokensTable } from '../schema';

/** The tables of mailed one-time links: a visitor's (verify, reset) and a staff member's (invite, reset). */
type LinkTokenTable = 'user_tokens' | 'staff_tokens';

/**
 * The conditional UPDATE that uses a link up when it is unused, unexpired and of this purpose: one
 * statement, so two racing uses cannot both pass. The caller adds its own conditions and RETURNING.
 */
export function useUpOpenLink(
  db: Kysely<Database>,
  table: LinkTokenTable,
  tokenHash: Buffer,
  purpose: UserTokensTable['purpose'] | StaffTokenPurpose,
) {
  return db
    .updateTable(table)
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date());
}
