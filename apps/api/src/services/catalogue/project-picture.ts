import { projectDraftMessages as messages } from '@athar/contract/charity/project-draft-messages';
import type { ProjectDraft } from '@athar/contract/charity/project-drafts';
import { AppError } from '@athar/server-kit/errors';
import type { Kysely } from 'kysely';
import { draftRow, lockLiveProject, updateDraft } from '../../db/queries/project-drafts';
import { projectPictureInUse } from '../../db/queries/project-texts';
import type { Database } from '../../db/schema';
import { recordAudit, staffAct } from '../audit/audit-trail';
import { removeImage, storeImage } from '../images';
import { uploadsDir as uploadsDirOf, type UploadDeps } from '../service-deps';
import { lockEditableDraft, toProjectDraft, type StaffActor } from './project-drafts';

/** Where projects' pictures are kept under uploads. */
export const PROJECT_UPLOADS = 'projects';

/**
 * Removes a replaced project picture's files unless it is seeded (not an upload) or a project or any
 * draft still shows it (docs/decisions/043): never a file something still points at.
 */
export async function removeProjectPicture(db: Kysely<Database>, uploadsDir: string, key: string) {
  if (!key.startsWith(`${PROJECT_UPLOADS}/`)) return;
  if (await projectPictureInUse(db, key)) return;
  await removeImage(uploadsDir, key);
}

/**
 * A draft's picture: checked by its content and stored re-encoded like every upload (the same checks
 * and sizes as a campaign's), swapped in, and the draft's previous upload removed once the new key is
 * committed — unless the live project still shows it. Another charity's draft is a 404 and keeps no file.
 */
export async function setDraftPicture(
  { db, config }: UploadDeps,
  { staff, origin }: StaffActor,
  id: number,
  picture: Buffer,
): Promise<ProjectDraft> {
  const uploadsDir = uploadsDirOf(config);
  // refused before anything is stored when the draft is not the charity's or not open
  await lockEditableDraft(db, staff.ngoId, id);
  const image = await storeImage(picture, {
    uploadsDir,
    folder: PROJECT_UPLOADS,
    maxWidth: 1280,
    maxHeight: 1280,
  });
  let previous: string | null = null;
  let liveImage: string | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      const draft = await lockEditableDraft(trx, staff.ngoId, id);
      previous = draft.project_image;
      if (draft.project_id !== null)
        liveImage = (await lockLiveProject(trx, draft.project_id))?.project_image ?? null;
      await updateDraft(trx, id, { project_image: image.key });
      await recordAudit(
        trx,
        staffAct(origin, staff, {
          action: 'charity.project_draft.picture',
          object_kind: 'project_draft',
          object_id: id,
          changes: { project_image: [previous, image.key] },
        }),
      );
    });
  } catch (error) {
    await removeImage(uploadsDir, image.key);
    throw error;
  }
  const old = previous as string | null;
  if (old !== null && old !== liveImage) await removeProjectPicture(db, uploadsDir, old);
  return toProjectDraft(await draftRow(db, id));
}

/** The picture is missing from a multipart body. */
export const pictureRequired = () =>
  new AppError('BAD_REQUEST', messages.pictureRequired, { project_image: messages.pictureRequired });
