import type { Kysely, Selectable } from 'kysely';
import type { PublicUser } from '@athar/contract/accounts/user';
import type { UserDetails } from '@athar/contract/accounts/user-details';
import { userWithCounts } from '../../db/queries/users';
import type { Database, UsersTable } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';

type UserRow = Pick<
  Selectable<UsersTable>,
  'id' | 'user_name' | 'email' | 'msisdn' | 'profile_pic' | 'hide_data' | 'verified_at'
>;

/** A users row as the API speaks it (PRODUCT.md §3 User). */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    user_id: row.id,
    user_name: row.user_name ?? '',
    email: row.email ?? '',
    msisdn: row.msisdn ?? '',
    profile_pic: row.profile_pic ? mediaUrl(row.profile_pic) : '',
    hide_data: row.hide_data,
    verified: row.verified_at !== null,
  };
}

/** The caller's profile with their counts, in one query. */
export async function userDetails(db: Kysely<Database>, userId: number): Promise<UserDetails | null> {
  const row = await userWithCounts(db, userId);
  if (!row) return null;
  return {
    ...toPublicUser(row),
    total_campaigns: Number(row.total_campaigns ?? 0),
    total_donations: Number(row.total_donations ?? 0),
  };
}
