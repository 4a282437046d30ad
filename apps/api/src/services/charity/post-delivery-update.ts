import {
  UPDATE_CERTIFICATE_FIELD,
  UPDATE_PHOTO_FIELD,
  UPDATE_PHOTOS_MAX,
  type DeliveryUpdateFields,
} from '@athar/contract/charity/delivery-updates';
import { deliveryMessages } from '@athar/contract/charity/delivery-messages';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import {
  findCampaignProject,
  findCharityProject,
  insertDeliveryUpdate,
  queueUpdateMails,
} from '../../db/queries/delivery-updates';
import { cairoDay } from '../../lib/cairo-time';
import { recordAudit, staffAct, type AuditOrigin } from '../audit/audit-trail';
import { removeImage, storeImage } from '../images';
import { signalUpdateText } from '../moderation/compute-signals';
import { uploadsDir as uploadsDirOf, type UploadDeps } from '../service-deps';

/** Photos and certificates live here, re-encoded like every upload. */
export const UPDATE_UPLOADS = 'updates';

/** The staff member posting, and their charity. */
interface Poster {
  id: number;
  ngoId: number;
}

const invalid = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { [field]: message });

/**
 * Checks what the form says against the charity's own projects and campaigns: another charity's
 * project or campaign is a 404, as if it did not exist.
 */
async function checkTarget(
  db: UploadDeps['db'],
  staff: Poster,
  fields: DeliveryUpdateFields,
  files: { photos: Buffer[]; certificates: Buffer[] },
) {
  if (files.photos.length > UPDATE_PHOTOS_MAX)
    throw invalid(UPDATE_PHOTO_FIELD, deliveryMessages.tooManyPhotos);
  if (files.photos.length !== fields.taken_on.length)
    throw invalid('taken_on', deliveryMessages.photoDateRequired);
  const today = cairoDay(new Date());
  if (fields.taken_on.some((day) => day > today)) throw invalid('taken_on', deliveryMessages.photoDateFuture);
  if (files.certificates.length > 1) throw invalid(UPDATE_CERTIFICATE_FIELD, apiMessages.payloadTooLarge);
  if (fields.kind === 'completed' && files.certificates.length === 0)
    throw invalid(UPDATE_CERTIFICATE_FIELD, deliveryMessages.certificateRequired);
  if (fields.kind !== 'completed' && files.certificates.length > 0)
    throw invalid(UPDATE_CERTIFICATE_FIELD, deliveryMessages.certificateOnlyCompleted);

  const project = await findCharityProject(db, staff.ngoId, fields.project_id);
  if (!project) throw new AppError('NOT_FOUND', apiMessages.projectNotFound);
  if (fields.campaign_id !== null) {
    const campaign = await findCampaignProject(db, fields.campaign_id);
    if (!campaign || campaign.ngo_id !== staff.ngoId)
      throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
    if (campaign.project_id !== project.id)
      throw invalid('campaign_id', deliveryMessages.campaignNotInProject);
  }
  if (fields.kind === 'still_working' && project.sadaqa_kind !== 'jariya')
    throw invalid('kind', deliveryMessages.stillWorkingNotJariya);
}

/**
 * Posts a proof-of-delivery update: the pictures are stored first (re-encoded, EXIF dropped), then,
 * in one transaction, the update, its photos, a mail to each donor and the family and the audit entry
 * (`charity.update.posted`). Nothing is
 * left behind when a step fails. Answers the update's id and how many mails were queued.
 */
export async function postDeliveryUpdate(
  { db, config }: UploadDeps,
  staff: Poster,
  fields: DeliveryUpdateFields,
  files: { photos: Buffer[]; certificates: Buffer[] },
  origin: AuditOrigin,
): Promise<{ id: number; mailsQueued: number }> {
  await checkTarget(db, staff, fields, files);
  const uploadsDir = uploadsDirOf(config);
  const stored: string[] = [];
  // a refused picture names its field, so the form shows the message beside it
  const store = async (picture: Buffer, field: string) => {
    const image = await storeImage(picture, {
      uploadsDir,
      folder: UPDATE_UPLOADS,
      maxWidth: 1600,
      maxHeight: 1600,
    }).catch((error: unknown) => {
      if (error instanceof AppError)
        throw new AppError(error.code, error.message, { [field]: error.message });
      throw error;
    });
    stored.push(image.key);
    return image.key;
  };
  try {
    const photos: { image: string; taken_on: string }[] = [];
    for (const [index, picture] of files.photos.entries())
      photos.push({ image: await store(picture, UPDATE_PHOTO_FIELD), taken_on: fields.taken_on[index]! });
    const certificate = files.certificates[0]
      ? await store(files.certificates[0], UPDATE_CERTIFICATE_FIELD)
      : null;
    return await db.transaction().execute(async (trx) => {
      const id = await insertDeliveryUpdate(trx, {
        ngo_id: staff.ngoId,
        project_id: fields.project_id,
        campaign_id: fields.campaign_id,
        staff_id: staff.id,
        kind: fields.kind,
        body: fields.body,
        beneficiaries: fields.beneficiaries,
        certificate_image: certificate,
        year_number: fields.kind === 'still_working' ? fields.year_number : null,
        photos,
      });
      const act = { action: 'charity.update.posted', object_kind: 'delivery_update', object_id: id };
      await recordAudit(trx, staffAct(origin, staff, act));
      // a phone number or payment details in a campaign's update: a signal (docs/decisions/036)
      if (fields.campaign_id !== null) {
        await signalUpdateText(trx, fields.campaign_id, { text: fields.body, source: 'delivery_update', id });
      }
      return { id, mailsQueued: await queueUpdateMails(trx, id) };
    });
  } catch (error) {
    await Promise.all(stored.map((key) => removeImage(uploadsDir, key)));
    throw error;
  }
}
