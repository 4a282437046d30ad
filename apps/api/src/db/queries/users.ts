import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The columns a user is answered with (PRODUCT.md §3 User), before the API's own shaping. */
const USER_COLUMNS = [
  'id',
  'user_name',
  'email',
  'msisdn',
  'profile_pic',
  'hide_data',
  'verified_at',
] as const;

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

/** A live user with the counts of their campaigns and confirmed donations, in one query. */
export function userWithCounts(db: Kysely<Database>, userId: number) {
  return db
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
}

/** A live account's address, lower-cased (null without one, or once deleted). */
export async function accountEmail(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.email ? row.email.toLowerCase() : null;
}

/** The e-mail of an account, whatever its state, and when the account proved it its own (verified). */
export function userEmail(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['email', 'verified_at']).where('id', '=', userId).executeTakeFirst();
}

/** Inserts an unverified account; a taken address fails on the unique index (23505). */
export function insertUser(
  db: Kysely<Database>,
  user: { user_name: string; email: string; msisdn: string | null; password_hash: string },
) {
  return db
    .insertInto('users')
    .values({
      user_name: user.user_name,
      email: user.email,
      msisdn: user.msisdn,
      password_hash: user.password_hash,
    })
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function markEmailVerified(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ verified_at: new Date() })
    .where('id', '=', userId)
    .where('verified_at', 'is', null)
    .execute();
}

/** A new password; the mailed link that allowed it proves the address, so it verifies it too. */
export async function setPasswordFromMailedLink(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      verified_at: eb.fn.coalesce('verified_at', eb.val(new Date())),
    }))
    .where('id', '=', userId)
    .execute();
}

/** The stored picture key of any account (null when it has none, undefined when it does not exist). */
export function userPicture(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select('profile_pic').where('id', '=', userId).executeTakeFirst();
}

/** The stored picture key of a live account. */
export function liveUserPicture(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select('profile_pic')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function updateUserProfile(
  db: Kysely<Database>,
  userId: number,
  profile: { user_name: string; msisdn: string | null; hide_data: boolean; profile_pic?: string },
): Promise<void> {
  await db.updateTable('users').set(profile).where('id', '=', userId).execute();
}

/** Erases an account's personal data and marks it deleted; the row stays for its donations. */
export async function eraseUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({
      user_name: null,
      email: null,
      msisdn: null,
      password_hash: null,
      profile_pic: null,
      hide_data: true,
      deleted_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

export async function deleteFavouritesOfUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).execute();
}
