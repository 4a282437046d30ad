import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { donationWithProjectQuery } from './donation-with-project';

/** Every donation a user made, whatever its status, oldest first, with what they gave of themselves in it. */
export function exportDonationRows(db: Kysely<Database>, userId: number) {
  return donationWithProjectQuery(db)
    .select([
      'd.id',
      'd.campaign_id',
      'c.title as campaign_title',
      'p.ar_name as project',
      'n.ar_name as charity',
      'd.amount',
      'd.type',
      'd.status',
      'd.visibility',
      'd.donor_name',
      'd.email',
      'd.msisdn',
      'd.address',
      'd.comment',
      'd.receipt_key',
      'd.created_at',
      'd.confirmed_at',
    ])
    .where('d.user_id', '=', userId)
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
}

/** The campaigns a user created, oldest first: the campaign itself, none of its donors. */
export function exportCampaignRows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select([
      'c.id',
      'c.code',
      'c.title',
      'c.deceased_gender',
      'c.description',
      'p.ar_name as project',
      'n.ar_name as charity',
      'c.msisdn',
      'c.collected',
      'c.donors_count',
      'c.created_at',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

/** The campaigns a user keeps as favourites, in the order they were added. */
export function exportFavouriteRows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('favourites as f')
    .innerJoin('campaigns as c', 'c.id', 'f.campaign_id')
    .select(['f.campaign_id', 'c.title', 'f.created_at'])
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at')
    .orderBy('f.campaign_id')
    .execute();
}

/** A live account with when it was made. */
export function exportProfileRow(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'user_name', 'email', 'msisdn', 'profile_pic', 'hide_data', 'verified_at', 'created_at'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The duas a user wrote while logged in, oldest first. */
export function exportDuaRows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('duas')
    .select(['campaign_id', 'body', 'author_name', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The campaigns a user follows: by their account, or by their account's address as a guest. */
export function exportFollowRows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('campaign_follows as f')
    .select([
      'f.campaign_id',
      'f.email',
      'f.anniversary',
      'f.ramadan',
      'f.arafah',
      'f.friday',
      'f.family_updates',
      'f.confirmed_at',
    ])
    .where((eb) =>
      eb.or([
        eb('f.user_id', '=', userId),
        eb(
          'f.email',
          '=',
          eb
            .selectFrom('users')
            .select((u) => u.fn<string>('lower', [u.ref('email')]).as('email'))
            .where('id', '=', userId),
        ),
      ]),
    )
    .orderBy('f.id')
    .execute();
}

/** The ajza' a user reserved while logged in, oldest first. */
export function exportKhatmaPartRows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('khatma_parts as k')
    .innerJoin('khatmas as m', 'm.id', 'k.khatma_id')
    .select([
      'm.campaign_id',
      'm.number',
      'k.juz',
      'k.reader_name',
      'k.show_name',
      'k.reserved_at',
      'k.read_at',
    ])
    .where('k.user_id', '=', userId)
    .orderBy('k.reserved_at')
    .execute();
}
