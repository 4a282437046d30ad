import type { FamilyUpdateFields } from '@athar/contract/remembrance/family-updates';
import { claimUpdateFollowers, insertFamilyUpdate } from '../../db/queries/family-updates';
import { mediaUrl } from '../../lib/media-url';
import { requireCampaignManager } from '../campaigns/campaign-managers';
import { removeImage, storeImage } from '../images';
import { enqueueMail } from '../mail-outbox/outbox-mail';
import { signalUpdateText } from '../moderation/compute-signals';
import { uploadsDir as uploadsDirOf, type UploadDeps } from '../service-deps';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The folder of the family updates' photos under DATA_DIR/uploads. */
export const FAMILY_UPDATE_UPLOADS = 'family-updates';

export function familyUpdateView(row: { id: number; body: string; image: string | null; created_at: Date }) {
  return {
    id: row.id,
    body: row.body,
    image_url: row.image ? mediaUrl(row.image) : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * A manager (creator or co-administrator; 404 for anyone else) posts an update with at most one
 * photo, stored as the campaign pictures are (re-encoded WebP, no EXIF). The update and one outbox
 * row for its followers' mails are written together; the photo is removed if that fails.
 */
export async function postFamilyUpdate(
  { db, config }: UploadDeps,
  userId: number,
  fields: FamilyUpdateFields,
  photo: Buffer | null,
) {
  await requireCampaignManager(db, fields.campid, userId);
  const uploadsDir = uploadsDirOf(config);
  const image = photo
    ? await storeImage(photo, { uploadsDir, folder: FAMILY_UPDATE_UPLOADS, maxWidth: 1280, maxHeight: 1280 })
    : null;
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await insertFamilyUpdate(trx, {
        campaign_id: fields.campid,
        author_id: userId,
        body: fields.body,
        image: image?.key ?? null,
      });
      await enqueueMail(trx, { kind: 'family_update', payload: { update_id: row.id } });
      // a phone number or payment details in the words: a signal (docs/decisions/036)
      await signalUpdateText(trx, fields.campid, { text: fields.body, source: 'family_update', id: row.id });
      return familyUpdateView(row);
    });
  } catch (error) {
    if (image) await removeImage(uploadsDir, image.key);
    throw error;
  }
}

/**
 * The fan-out of an update's outbox row: claims its mail for each confirmed follower who asked for
 * family updates (follow_sends, so a second run claims nobody twice) and queues one mail each, in one
 * transaction. How many were queued.
 */
export async function queueFollowerMails(db: Kysely<Database>, updateId: number, campaignId: number) {
  return db.transaction().execute(async (trx) => {
    const follows = await claimUpdateFollowers(trx, updateId, campaignId);
    for (const followId of follows)
      await enqueueMail(trx, {
        kind: 'family_update',
        payload: { update_id: updateId, follow_id: followId },
      });
    return follows.length;
  });
}
