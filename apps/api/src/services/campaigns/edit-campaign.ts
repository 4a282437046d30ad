import type { Kysely } from 'kysely';
import type { EditCampaignBody } from '@athar/contract/campaigns/edit-campaign';
import { apiMessages } from '@athar/contract/messages';
import { updateManagedCampaign } from '../../db/queries/campaign-admins';
import { campaignExists } from '../../db/queries/campaigns';
import { closeReportsOnEdit } from '../../db/queries/campaign-reports';
import { recordCampaignEdit } from '../../db/queries/campaign-edits';
import type { Database } from '../../db/schema';
import { setCampaignDeathDate } from '../../db/queries/hijri-corrections';
import { deathDateFor, updateManagedDeathDate } from '../hijri/death-date';
import { AppError } from '@athar/server-kit/errors';
import { signalCampaign } from '../moderation/compute-signals';

/**
 * The family's edit of a campaign (docs/decisions/013): the deceased's gender and the family's words. Its
 * creator or a co-administrator (PRODUCT.md §11.4) may change it; an unknown campaign is a 404, someone
 * else's a 403. One UPDATE, so the check and the change cannot be split by another request.
 */
export async function editCampaign(
  db: Kysely<Database>,
  userId: number,
  campaignId: number,
  changes: EditCampaignBody,
) {
  // PRODUCT.md §11.6: the date of death in both calendars, refused before anything changes
  const death = await deathDateFor(db, changes);
  const fields = {
    ...(changes.deceased_gender !== undefined ? { deceased_gender: changes.deceased_gender } : {}),
    ...(changes.campaign_description !== undefined ? { description: changes.campaign_description } : {}),
  };
  const updated =
    death !== undefined && Object.keys(fields).length === 0
      ? await updateManagedDeathDate(db, userId, campaignId, death)
      : await updateManagedCampaign(db, userId, campaignId, fields);
  if (updated && death !== undefined) await setCampaignDeathDate(db, campaignId, death);
  if (updated) {
    // what changed, for the moderators' history of the campaign (docs/decisions/044)
    await recordCampaignEdit(db, campaignId, userId, [
      ...(changes.campaign_description !== undefined ? (['description'] as const) : []),
      ...(changes.deceased_gender !== undefined ? (['deceased_gender'] as const) : []),
      ...(death !== undefined ? (['death_date'] as const) : []),
    ]);
    // a changed text answers the family's reports about it (docs/decisions/033)
    if (changes.campaign_description !== undefined) await closeReportsOnEdit(db, campaignId);
    // new words or a new date of death: the signals again (docs/decisions/036)
    if (changes.campaign_description !== undefined || death !== undefined)
      await signalCampaign(db, campaignId);
    return updated;
  }
  if (!(await campaignExists(db, campaignId))) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  throw new AppError('FORBIDDEN', apiMessages.notYourCampaign);
}
