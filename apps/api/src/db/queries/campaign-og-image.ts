import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * A campaign's picture key for its link preview: undefined when there is no such campaign, null
 * when it has no picture of its own.
 */
export async function findCampaignImageKey(
  db: Kysely<Database>,
  campaignId: number,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('campaigns')
    .select(['image', 'moderation'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!row) return undefined;
  // a page taken down for review shows no picture of its own in link previews (docs/decisions/033)
  return row.moderation === 'taken_down' ? null : row.image;
}
