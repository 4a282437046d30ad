import type { Kysely } from 'kysely';
import type { CharityPage } from '@athar/contract/charity/charity-page';
import { charityPageMessages as messages } from '@athar/contract/charity/charity-page-messages';
import { AppError } from '@athar/server-kit/errors';
import {
  charityNameTaken,
  charityPageRow,
  insertNameChange,
  latestNameChange,
  setCharityPage,
} from '../../db/queries/charity-page';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';
import { recordAudit, staffAct, type AuditOrigin } from '../audit/audit-trail';
import { removeImage, storeImage } from '../images';
import { uploadsDir as uploadsDirOf, type UploadDeps } from '../service-deps';

export interface PageActor {
  staff: { id: number; ngoId: number };
  origin: AuditOrigin;
}

/** Where charities' logos are kept under uploads. */
export const LOGO_UPLOADS = 'ngos';

/** The charity's page as its admin sees it, with a waiting or last refused name change. */
export async function charityPage(db: Kysely<Database>, ngoId: number): Promise<CharityPage> {
  const row = await charityPageRow(db, ngoId);
  const change = await latestNameChange(db, ngoId);
  return {
    ngo_id: row.id,
    ar_name: row.ar_name,
    ngo_description: row.ngo_description,
    ngo_image: mediaUrl(row.ngo_image),
    pending_name: change?.status === 'pending' ? change.ar_name : null,
    refused_name: change?.status === 'refused' ? { ar_name: change.ar_name, reason: change.reason } : null,
  };
}

/** The description, changed at once; what it was and is kept in the charity's activity log. */
export async function editDescription(
  db: Kysely<Database>,
  { staff, origin }: PageActor,
  description: string,
) {
  await db.transaction().execute(async (trx) => {
    const before = await charityPageRow(trx, staff.ngoId, true);
    await setCharityPage(trx, staff.ngoId, { ngo_description: description });
    await recordAudit(
      trx,
      staffAct(origin, staff, {
        action: 'charity.page.described',
        object_kind: 'ngo',
        object_id: staff.ngoId,
        changes: { ngo_description: [before.ngo_description, description] },
      }),
    );
  });
  return charityPage(db, staff.ngoId);
}

/** The logo: checked by its content and stored re-encoded like every upload, changed at once, logged. */
export async function changeLogo({ db, config }: UploadDeps, { staff, origin }: PageActor, picture: Buffer) {
  const uploadsDir = uploadsDirOf(config);
  const image = await storeImage(picture, {
    uploadsDir,
    folder: LOGO_UPLOADS,
    maxWidth: 512,
    maxHeight: 512,
  });
  let previous: string;
  try {
    previous = await db.transaction().execute(async (trx) => {
      const before = await charityPageRow(trx, staff.ngoId, true);
      await setCharityPage(trx, staff.ngoId, { ngo_image: image.key });
      await recordAudit(
        trx,
        staffAct(origin, staff, {
          action: 'charity.page.logo',
          object_kind: 'ngo',
          object_id: staff.ngoId,
          changes: { ngo_image: [before.ngo_image, image.key] },
        }),
      );
      return before.ngo_image;
    });
  } catch (error) {
    await removeImage(uploadsDir, image.key);
    throw error;
  }
  if (previous.startsWith(`${LOGO_UPLOADS}/`)) await removeImage(uploadsDir, previous);
  return charityPage(db, staff.ngoId);
}

/** A new public name, waiting for an operator of the catalogue duty; one waits at a time. */
export async function proposeName(db: Kysely<Database>, { staff, origin }: PageActor, arName: string) {
  await db.transaction().execute(async (trx) => {
    const page = await charityPageRow(trx, staff.ngoId, true);
    if (page.ar_name === arName)
      throw new AppError('BAD_REQUEST', messages.nameUnchanged, { ar_name: messages.nameUnchanged });
    if ((await latestNameChange(trx, staff.ngoId))?.status === 'pending')
      throw new AppError('CONFLICT', messages.namePending);
    if (await charityNameTaken(trx, staff.ngoId, arName))
      throw new AppError('CONFLICT', messages.nameTaken, { ar_name: messages.nameTaken });
    const id = await insertNameChange(trx, staff.ngoId, arName, staff.id);
    await recordAudit(
      trx,
      staffAct(origin, staff, {
        action: 'charity.name.proposed',
        object_kind: 'ngo_name_change',
        object_id: id,
        changes: { ar_name: [page.ar_name, arName] },
      }),
    );
  });
  return charityPage(db, staff.ngoId);
}
