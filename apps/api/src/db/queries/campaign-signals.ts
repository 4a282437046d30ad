import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { CampaignSignalsTable } from '../schema-moderation';

// The queries behind the signals Athar computes (migration 042, docs/decisions/036): each one an
// index lookup, never a scan of the campaigns.

/** What the signals read of a campaign; its photo's hash as text (a bigint past 2^53). */
export async function signalBasis(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'user_id', 'description', sql<string | null>`photo_hash::text`.as('photo_hash')])
    .where('id', '=', campaignId)
    .executeTakeFirst();
}

/** Keeps a campaign's photo hash and its four bands (none for no photo or a flat one). */
export async function savePhotoHash(
  db: Kysely<Database>,
  campaignId: number,
  hash: { column: string; bands: number[] } | null,
): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ photo_hash: hash?.column ?? null })
    .where('id', '=', campaignId)
    .execute();
  await db.deleteFrom('campaign_photo_bands').where('campaign_id', '=', campaignId).execute();
  if (hash) {
    await db
      .insertInto('campaign_photo_bands')
      .values(hash.bands.map((bits, band) => ({ band, bits, campaign_id: campaignId })))
      .execute();
  }
}

/**
 * The other campaigns whose photo shares one of the (band, bits) pairs (campaign_photo_bands' primary
 * key), with their hashes, at most 200: the distance is counted by the caller.
 */
export function photoCandidatesQuery(
  db: Kysely<Database>,
  campaignId: number,
  bands: { band: number; bits: number[] }[],
) {
  return db
    .selectFrom('campaign_photo_bands as b')
    .innerJoin('campaigns as c', 'c.id', 'b.campaign_id')
    .select(['c.id', sql<string>`c.photo_hash::text`.as('photo_hash')])
    .distinct()
    .where((eb) =>
      eb.or(bands.map(({ band, bits }) => eb.and([eb('b.band', '=', band), eb('b.bits', 'in', bits)]))),
    )
    .where('b.campaign_id', '<>', campaignId)
    .where('c.photo_hash', 'is not', null)
    .limit(200);
}
export const photoCandidates = (...args: Parameters<typeof photoCandidatesQuery>) =>
  photoCandidatesQuery(...args).execute();

/** The other campaigns in memory of the same name (folded as search folds it) who died the same day. */
export function sameDeceasedQuery(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('campaigns as self')
    .innerJoin('campaigns as other', (join) =>
      join
        .onRef('other.title_norm', '=', 'self.title_norm')
        .onRef('other.death_date', '=', 'self.death_date')
        .onRef('other.id', '<>', 'self.id'),
    )
    .select('other.id')
    .where('self.id', '=', campaignId)
    .where('self.death_date', 'is not', null)
    .where('other.death_date', 'is not', null)
    .orderBy('other.id')
    .limit(20);
}
export const sameDeceased = (db: Kysely<Database>, campaignId: number) =>
  sameDeceasedQuery(db, campaignId).execute();

/** How many campaigns an account created in the last 24 hours (campaigns_user's index). */
export function campaignsCreatedTodayQuery(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('campaigns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`);
}
export async function campaignsCreatedToday(db: Kysely<Database>, userId: number): Promise<number> {
  return Number((await campaignsCreatedTodayQuery(db, userId).executeTakeFirstOrThrow()).n);
}

/** Records the signals not found before; how many were new. */
export async function insertSignals(
  db: Kysely<Database>,
  signals: Insertable<CampaignSignalsTable>[],
): Promise<number> {
  if (signals.length === 0) return 0;
  const rows = await db
    .insertInto('campaign_signals')
    .values(signals)
    .onConflict((oc) =>
      oc.expression(sql`campaign_id, kind, coalesce(other_campaign_id, 0), detail`).doNothing(),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/** A campaign's signals for its case, newest first, each with the other campaign it points to. */
export async function caseSignals(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('campaign_signals as s')
    .leftJoin('campaigns as o', 'o.id', 's.other_campaign_id')
    .select([
      's.kind',
      's.detail',
      's.source',
      's.source_id',
      's.created_at',
      's.other_campaign_id',
      'o.title as other_title',
      'o.code as other_code',
    ])
    .where('s.campaign_id', '=', campaignId)
    .orderBy('s.id', 'desc')
    .limit(100)
    .execute();
}
