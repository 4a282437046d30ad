import { sql, type Kysely } from 'kysely';
import type { HiddenPart } from '@athar/contract/moderation/hidden-parts';
import type { Database } from '../schema';

// Hiding one element of a campaign and putting it back (migration 042, docs/decisions/036). The
// photo's key and the words are moved aside, so every public reader reads the default picture and no
// words without a condition of its own; a dua or an update is marked, and the public lists skip it.

/**
 * Hides one element of the campaign, in one conditional UPDATE: a dua or an update only when it is
 * this campaign's and not hidden yet, the photo or the words only when there are some. Whether
 * something was hidden.
 */
export async function hidePart(
  db: Kysely<Database>,
  campaignId: number,
  part: HiddenPart,
  partId: number | null,
): Promise<boolean> {
  let rows: unknown[];
  if (part === 'photo') {
    rows = await db
      .updateTable('campaigns')
      .set({ hidden_image: sql<string>`image`, image: null })
      .where('id', '=', campaignId)
      .where('image', 'is not', null)
      .where('hidden_image', 'is', null)
      .returning('id')
      .execute();
  } else if (part === 'description') {
    rows = await db
      .updateTable('campaigns')
      .set({ hidden_description: sql<string>`description`, description: '' })
      .where('id', '=', campaignId)
      .where('description', '<>', '')
      .where('hidden_description', 'is', null)
      .returning('id')
      .execute();
  } else {
    const table = part === 'dua' ? 'duas' : part === 'family_update' ? 'family_updates' : 'delivery_updates';
    rows = await db
      .updateTable(table)
      .set({ moderation_hidden: true })
      .where('id', '=', partId ?? 0)
      .where('campaign_id', '=', campaignId)
      .where('moderation_hidden', '=', false)
      .returning('id')
      .execute();
  }
  return rows.length > 0;
}

/**
 * Restore puts back what was hidden: the photo and the words where the family has not replaced them
 * since (their new ones stay), the duas and updates shown again. How many elements came back.
 */
export async function unhideAll(db: Kysely<Database>, campaignId: number): Promise<number> {
  const aside = await db
    .selectFrom('campaigns')
    .select(['hidden_image', 'hidden_description'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  let count = (aside?.hidden_image != null ? 1 : 0) + (aside?.hidden_description != null ? 1 : 0);
  if (count > 0) {
    await db
      .updateTable('campaigns')
      .set({
        image: sql<string | null>`coalesce(image, hidden_image)`,
        description: sql<string>`CASE WHEN description = '' THEN coalesce(hidden_description, '') ELSE description END`,
        hidden_image: null,
        hidden_description: null,
      })
      .where('id', '=', campaignId)
      .execute();
  }
  for (const table of ['duas', 'family_updates', 'delivery_updates'] as const) {
    const rows = await db
      .updateTable(table)
      .set({ moderation_hidden: false })
      .where('campaign_id', '=', campaignId)
      .where('moderation_hidden', '=', true)
      .returning('id')
      .execute();
    count += rows.length;
  }
  return count;
}

/** What is hidden now, element by element, for the family's page. */
export async function currentlyHidden(db: Kysely<Database>, campaignId: number) {
  const [campaign, duas, familyUpdates, deliveryUpdates, decisions] = await Promise.all([
    db
      .selectFrom('campaigns')
      .select(['hidden_image', 'hidden_description'])
      .where('id', '=', campaignId)
      .executeTakeFirst(),
    db
      .selectFrom('duas')
      .select(['id', 'body'])
      .where('campaign_id', '=', campaignId)
      .where('moderation_hidden', '=', true)
      .orderBy('id')
      .limit(100)
      .execute(),
    db
      .selectFrom('family_updates')
      .select(['id', 'body'])
      .where('campaign_id', '=', campaignId)
      .where('moderation_hidden', '=', true)
      .orderBy('id')
      .limit(100)
      .execute(),
    db
      .selectFrom('delivery_updates')
      .select(['id', 'body'])
      .where('campaign_id', '=', campaignId)
      .where('moderation_hidden', '=', true)
      .orderBy('id')
      .limit(100)
      .execute(),
    db
      .selectFrom('moderation_decisions')
      .select(['part', 'part_id', 'reason', 'decided_at'])
      .where('campaign_id', '=', campaignId)
      .where('outcome', '=', 'hidden')
      .orderBy('id', 'desc')
      .limit(500)
      .execute(),
  ]);
  return { campaign, duas, familyUpdates, deliveryUpdates, decisions };
}

/**
 * A granted appeal (migration 044) puts back one hidden element, as restore does: the photo or the
 * words where the family has not replaced them since. Whether it was still hidden.
 */
export async function unhidePart(
  db: Kysely<Database>,
  campaignId: number,
  part: HiddenPart,
  partId: number | null,
): Promise<boolean> {
  let rows: unknown[];
  if (part === 'photo') {
    rows = await db
      .updateTable('campaigns')
      .set({ image: sql<string | null>`coalesce(image, hidden_image)`, hidden_image: null })
      .where('id', '=', campaignId)
      .where('hidden_image', 'is not', null)
      .returning('id')
      .execute();
  } else if (part === 'description') {
    rows = await db
      .updateTable('campaigns')
      .set({
        description: sql<string>`CASE WHEN description = '' THEN hidden_description ELSE description END`,
        hidden_description: null,
      })
      .where('id', '=', campaignId)
      .where('hidden_description', 'is not', null)
      .returning('id')
      .execute();
  } else {
    const table = part === 'dua' ? 'duas' : part === 'family_update' ? 'family_updates' : 'delivery_updates';
    rows = await db
      .updateTable(table)
      .set({ moderation_hidden: false })
      .where('id', '=', partId ?? 0)
      .where('campaign_id', '=', campaignId)
      .where('moderation_hidden', '=', true)
      .returning('id')
      .execute();
  }
  return rows.length > 0;
}

export interface PhotoKeys {
  image: string | null;
  hidden_image: string | null;
}

/** The campaign's shown and hidden photo keys, for moving their files (docs/decisions/044). */
export async function photoKeys(db: Kysely<Database>, campaignId: number): Promise<PhotoKeys> {
  const row = await db
    .selectFrom('campaigns')
    .select(['image', 'hidden_image'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  return { image: row?.image ?? null, hidden_image: row?.hidden_image ?? null };
}
