import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { CampaignEditPart } from '../schema-moderation';

/** One saved edit of the family, naming what changed (migration 050), for the moderators' history. */
export async function recordCampaignEdit(
  db: Kysely<Database>,
  campaignId: number,
  userId: number,
  what: CampaignEditPart[],
): Promise<void> {
  if (what.length === 0) return;
  await db
    .insertInto('campaign_edits')
    .values({ campaign_id: campaignId, user_id: userId, what: sql<CampaignEditPart[]>`${what}::text[]` })
    .execute();
}
