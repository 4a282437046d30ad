import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Adds a campaign to a user's favourites; adding it again changes nothing. False when there is no
 * such campaign.
 */
export async function addFavourite(
  db: Kysely<Database>,
  userId: number,
  campaignId: number,
): Promise<boolean> {
  const campaign = await db
    .selectFrom('campaigns')
    .select('id')
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign) return false;
  await db
    .insertInto('favourites')
    .values({ user_id: userId, campaign_id: campaignId })
    .onConflict((oc) => oc.columns(['user_id', 'campaign_id']).doNothing())
    .execute();
  return true;
}

/** Removes a campaign from a user's favourites, whether or not it was there. */
export async function removeFavourite(db: Kysely<Database>, userId: number, campaignId: number) {
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .execute();
}
