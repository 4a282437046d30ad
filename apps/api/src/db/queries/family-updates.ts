import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export function insertFamilyUpdate(
  db: Kysely<Database>,
  update: { campaign_id: number; author_id: number; body: string; image: string | null },
) {
  return db
    .insertInto('family_updates')
    .values(update)
    .returning(['id', 'body', 'image', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A page of the family's updates, newest first, with their count; null for no such campaign. */
export async function listFamilyUpdates(
  db: Kysely<Database>,
  campaignId: number,
  page: { offset: number; rowscount: number },
) {
  const campaign = await db
    .selectFrom('campaigns')
    .select('id')
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign) return null;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('family_updates')
      .select(['id', 'body', 'image', 'created_at'])
      .where('campaign_id', '=', campaignId)
      // an update a moderator hid is off the public list (docs/decisions/036)
      .where('moderation_hidden', '=', false)
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.rowscount)
      .execute(),
    db
      .selectFrom('family_updates')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('campaign_id', '=', campaignId)
      .where('moderation_hidden', '=', false)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** An update as its mail tells it: the text, the photo and the campaign. */
export function familyUpdateForMail(db: Kysely<Database>, updateId: number) {
  return (
    db
      .selectFrom('family_updates as f')
      .innerJoin('campaigns as c', 'c.id', 'f.campaign_id')
      .select(['f.id', 'f.campaign_id', 'f.body', 'f.image', 'c.title', 'c.code', 'c.deceased_gender'])
      .where('f.id', '=', updateId)
      // hidden by a moderator before its mails went: none is sent, queued or fanned out (docs/decisions/044)
      .where('f.moderation_hidden', '=', false)
      .executeTakeFirst()
  );
}

/**
 * Claims the update's mail for every follower of its campaign who confirmed and asked for family
 * updates: one follow_sends row each (occasion 'family_update', key = the update's id). A follower
 * already claimed is skipped, so a second run claims nobody twice. The follows newly claimed.
 */
export async function claimUpdateFollowers(
  db: Kysely<Database>,
  updateId: number,
  campaignId: number,
): Promise<number[]> {
  const rows = await db
    .insertInto('follow_sends')
    .columns(['follow_id', 'occasion', 'occasion_key'])
    .expression((eb) =>
      eb
        .selectFrom('campaign_follows')
        .select(['id', eb.val('family_update').as('occasion'), eb.val(String(updateId)).as('occasion_key')])
        .where('campaign_id', '=', campaignId)
        .where('confirmed_at', 'is not', null)
        .where('family_updates', '=', true)
        .orderBy('id'),
    )
    .onConflict((oc) => oc.columns(['follow_id', 'occasion', 'occasion_key']).doNothing())
    .returning('follow_id')
    .execute();
  return rows.map((row) => row.follow_id);
}

/** A follow as a family-update mail needs it; undefined once it is gone, unconfirmed or opted out. */
export function followForUpdateMail(db: Kysely<Database>, followId: number, campaignId: number) {
  return db
    .selectFrom('campaign_follows')
    .select(['id', 'email'])
    .where('id', '=', followId)
    .where('campaign_id', '=', campaignId)
    .where('confirmed_at', 'is not', null)
    .where('family_updates', '=', true)
    .executeTakeFirst();
}
