import type { Kysely } from 'kysely';
import type { EditCampaignBody } from '@athar/contract/campaigns/edit-campaign';
import { apiMessages } from '@athar/contract/messages';
import { campaignExists, updateOwnCampaign } from '../../db/queries/campaigns';
import type { Database } from '../../db/schema';
import { AppError } from '@athar/server-kit/errors';

/**
 * The creator's edit of a campaign (issue 16): the deceased's gender and the family's words. Only
 * the account that created the campaign may change it; an unknown campaign is a 404, someone
 * else's a 403. One UPDATE, so the check and the change cannot be split by another request.
 */
export async function editCampaign(
  db: Kysely<Database>,
  userId: number,
  campaignId: number,
  changes: EditCampaignBody,
) {
  const updated = await updateOwnCampaign(db, userId, campaignId, {
    ...(changes.deceased_gender !== undefined ? { deceased_gender: changes.deceased_gender } : {}),
    ...(changes.campaign_description !== undefined ? { description: changes.campaign_description } : {}),
  });
  if (updated) return updated;
  if (!(await campaignExists(db, campaignId))) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  throw new AppError('FORBIDDEN', apiMessages.notYourCampaign);
}
