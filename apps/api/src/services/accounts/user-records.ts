import type { Kysely, Selectable } from 'kysely';
import type { PublicUser } from '@athar/contract/accounts/user';
import type { UserDetails } from '@athar/contract/accounts/user-details';
import type { Database, UsersTable } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';

type UserRow = Pick<
  Selectable<UsersTable>,
  'id' | 'user_name' | 'email' | 'msisdn' | 'profile_pic' | 'hide_data' | 'verified_at'
>;

const USER_COLUMNS = [
  'id',
  'user_name',
  'email',
  'msisdn',
  'profile_pic',
  'hide_data',
  'verified_at',
] as const;

/** A users row as the API speaks it (SPEC §3 User). */
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

/** A live (not deleted) user by id. */
export function findLiveUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A live user by e-mail (stored lower-case), with the password hash for login. */
export function findLiveUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The caller's profile with their counts, in one query. */
export async function userDetails(db: Kysely<Database>, userId: number): Promise<UserDetails | null> {
  const row = await db
    .selectFrom('users as u')
    .select(USER_COLUMNS.map((column) => `u.${column}` as const))
    .select((eb) => [
      eb
        .selectFrom('campaigns as c')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('c.user_id', '=', 'u.id')
        .as('total_campaigns'),
      eb
        .selectFrom('donations as d')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('d.user_id', '=', 'u.id')
        .where('d.status', '=', 'confirmed')
        .as('total_donations'),
    ])
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toPublicUser(row),
    total_campaigns: Number(row.total_campaigns ?? 0),
    total_donations: Number(row.total_donations ?? 0),
  };
}
