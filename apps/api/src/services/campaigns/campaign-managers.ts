import type { Kysely } from 'kysely';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { campaignRole, type CampaignRole } from '../../db/queries/campaign-managers';
import type { Database } from '../../db/schema';

/**
 * The role of a user who must manage the campaign (its creator or a co-administrator); anyone else
 * gets a 404, as if there were no such campaign, so ids cannot be probed.
 */
export async function requireCampaignManager(
  db: Kysely<Database>,
  campaignId: number,
  userId: number,
): Promise<CampaignRole> {
  const role = await campaignRole(db, campaignId, userId);
  if (!role) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  return role;
}
