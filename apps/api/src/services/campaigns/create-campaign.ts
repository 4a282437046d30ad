import type { CreateCampaignFields } from '@athar/contract/campaigns/create-campaign';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { basisOfRequest } from '@athar/contract/privacy/consent';
import { AppError } from '@athar/server-kit/errors';
import { CAMPAIGN_UPLOADS, CARD_RENDITION } from '../../lib/media-url';
import { findProjectId, insertCampaign } from '../../db/queries/campaigns';
import { countCampaignCreated } from '../../db/queries/figures-rollup';
import { insertConsent } from '../../db/queries/consents';
import { setCampaignDeathDate } from '../../db/queries/hijri-corrections';
import { deathDateFor } from '../hijri/death-date';
import { removeImage, storeImage } from '../images';
import { hashOfPicture, signalCampaign } from '../moderation/compute-signals';
import { uploadsDir as uploadsDirOf, type UploadDeps } from '../service-deps';

/**
 * Creates a campaign for the logged-in user: the picture is stored first, then the campaign row and
 * the basis of its processing (the family's request, or a newer client's consent: docs/decisions/025);
 * the code comes from a sequence, so concurrent creations never share one. Nothing is left behind
 * when a step fails.
 */
export async function createCampaign(
  { db, config }: UploadDeps,
  userId: number,
  fields: CreateCampaignFields,
  picture: Buffer | null,
) {
  if (fields.user_id !== undefined && fields.user_id !== '' && Number(fields.user_id) !== userId) {
    throw new AppError('FORBIDDEN', apiMessages.notYourAccount);
  }
  const project = await findProjectId(db, fields.project_id);
  if (!project) {
    throw new AppError('BAD_REQUEST', validationMessages.projectRequired, {
      project_id: validationMessages.projectRequired,
    });
  }
  // the date of death in both calendars, with Egypt's corrections (PRODUCT.md §11.6), refused before
  // the picture is kept
  const death = await deathDateFor(db, fields);
  const uploadsDir = uploadsDirOf(config);
  const image = picture
    ? await storeImage(picture, {
        uploadsDir,
        folder: CAMPAIGN_UPLOADS,
        maxWidth: 1280,
        maxHeight: 1280,
        sizes: [{ suffix: CARD_RENDITION, width: 640, height: 420 }],
      })
    : null;
  // the photo's likeness, for the same-photo signal (docs/decisions/036), once sharp has accepted it
  const photo = image ? await hashOfPicture(picture) : null;
  try {
    // the campaign and the basis of its processing (PDPL 151/2020) are written together
    return await db.transaction().execute(async (trx) => {
      const campaign = await insertCampaign(trx, {
        project_id: project.id,
        user_id: userId,
        title: fields.campaign_title,
        deceased_gender: fields.deceased_gender,
        description: fields.campaign_description,
        image: image?.key ?? null,
        msisdn: fields.msisdn,
      });
      await insertConsent(trx, 'campaign', campaign.campaign_id, basisOfRequest(fields.consent));
      await countCampaignCreated(trx, campaign.campaign_id);
      if (death) await setCampaignDeathDate(trx, campaign.campaign_id, death);
      // the signals Athar computes itself: a new one queues the campaign for the moderators
      await signalCampaign(trx, campaign.campaign_id, { photo });
      return campaign;
    });
  } catch (error) {
    if (image) await removeImage(uploadsDir, image.key);
    throw error;
  }
}
