import { CAMPAIGN_UPLOADS, CARD_RENDITION, mediaUrl } from '../../lib/media-url';
import { replaceCampaignImage } from '../../db/queries/campaign-admins';
import { closeReportsOnEdit } from '../../db/queries/campaign-reports';
import { recordCampaignEdit } from '../../db/queries/campaign-edits';
import { requireCampaignManager } from '../campaigns/campaign-managers';
import { removeImage, storeImage } from '../images';
import { hashOfPicture, signalCampaign } from '../moderation/compute-signals';
import { uploadsDir as uploadsDirOf, type UploadDeps } from '../service-deps';

/**
 * A manager (creator or co-administrator; 404 for anyone else) changes the campaign's picture: stored
 * as at creation (same checks, size and card rendition), swapped in, and the old files removed once
 * the new key is committed. The new picture's address.
 */
export async function changeCampaignPicture(
  { db, config }: UploadDeps,
  userId: number,
  campaignId: number,
  picture: Buffer,
): Promise<string> {
  await requireCampaignManager(db, campaignId, userId);
  const uploadsDir = uploadsDirOf(config);
  const image = await storeImage(picture, {
    uploadsDir,
    folder: CAMPAIGN_UPLOADS,
    maxWidth: 1280,
    maxHeight: 1280,
    sizes: [{ suffix: CARD_RENDITION, width: 640, height: 420 }],
  });
  const photo = await hashOfPicture(picture);
  let before: string | null;
  try {
    before = await db.transaction().execute(async (trx) => {
      const replaced = await replaceCampaignImage(trx, campaignId, image.key);
      await recordCampaignEdit(trx, campaignId, userId, ['photo']);
      // a new picture answers the family's reports about the photo (docs/decisions/033)
      await closeReportsOnEdit(trx, campaignId);
      // the new photo's likeness, and the signals again (docs/decisions/036)
      await signalCampaign(trx, campaignId, { photo });
      return replaced;
    });
  } catch (error) {
    await removeImage(uploadsDir, image.key);
    throw error;
  }
  // the seeded default pictures are not under uploads/campaigns: only an uploaded one is removed
  if (before?.startsWith(`${CAMPAIGN_UPLOADS}/`)) await removeImage(uploadsDir, before);
  return mediaUrl(image.key);
}
