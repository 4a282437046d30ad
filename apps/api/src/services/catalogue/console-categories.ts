import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ConsoleCategory } from '@athar/contract/operator/categories';
import { categoryMessages as messages } from '@athar/contract/operator/category-messages';
import { AppError } from '@athar/server-kit/errors';
import {
  categoryNameTaken,
  consoleCategoryRows,
  insertCategory,
  lockCategory,
  updateCategory,
  type ConsoleCategoryRow,
} from '../../db/queries/console-categories';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';
import { changedFields, operatorAct, recordAudit } from '../audit/audit-trail';
import { removeImage, storeImage } from '../images';
import { uploadsDir as uploadsDirOf, type UploadDeps } from '../service-deps';

/** Where categories' pictures are kept under uploads. */
const CATEGORY_UPLOADS = 'categories';

export interface OperatorActor {
  request: FastifyRequest;
  operatorId: number;
}

const toConsoleCategory = (row: ConsoleCategoryRow): ConsoleCategory => ({
  id: row.id,
  ar_name: row.ar_name,
  category_image: mediaUrl(row.category_image),
  sort_order: row.sort_order,
  retired: row.retired_at !== null,
  projects: Number(row.projects ?? 0),
});

export async function consoleCategories(db: Kysely<Database>): Promise<ConsoleCategory[]> {
  return (await consoleCategoryRows(db)).map(toConsoleCategory);
}

const storePicture = (uploadsDir: string, picture: Buffer) =>
  storeImage(picture, { uploadsDir, folder: CATEGORY_UPLOADS, maxWidth: 800, maxHeight: 800 });

/** A new category with its picture (stored re-encoded); a taken name keeps no file. */
export async function addCategory(
  { db, config }: UploadDeps,
  { request, operatorId }: OperatorActor,
  fields: { ar_name: string; sort_order: number },
  picture: Buffer,
) {
  const uploadsDir = uploadsDirOf(config);
  const image = await storePicture(uploadsDir, picture);
  try {
    await db.transaction().execute(async (trx) => {
      if (await categoryNameTaken(trx, fields.ar_name, null))
        throw new AppError('CONFLICT', messages.nameTaken, { ar_name: messages.nameTaken });
      const id = await insertCategory(trx, { ...fields, category_image: image.key });
      await recordAudit(
        trx,
        operatorAct(request, operatorId, {
          action: 'operator.category.added',
          object_kind: 'category',
          object_id: id,
          changes: { ar_name: [null, fields.ar_name], sort_order: [null, fields.sort_order] },
        }),
      );
    });
  } catch (error) {
    await removeImage(uploadsDir, image.key);
    throw error;
  }
  return consoleCategories(db);
}

async function lockedCategory(db: Kysely<Database>, id: number) {
  const category = await lockCategory(db, id);
  if (!category) throw new AppError('NOT_FOUND', messages.notFound);
  return category;
}

/** Rename or reorder; audited with what changed. */
export async function editCategory(
  db: Kysely<Database>,
  { request, operatorId }: OperatorActor,
  id: number,
  change: { ar_name?: string | undefined; sort_order?: number | undefined },
) {
  await db.transaction().execute(async (trx) => {
    const before = await lockedCategory(trx, id);
    const after = {
      ar_name: change.ar_name ?? before.ar_name,
      sort_order: change.sort_order ?? before.sort_order,
    };
    if (await categoryNameTaken(trx, after.ar_name, id))
      throw new AppError('CONFLICT', messages.nameTaken, { ar_name: messages.nameTaken });
    await updateCategory(trx, id, after);
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'operator.category.edited',
        object_kind: 'category',
        object_id: id,
        changes: changedFields({ ar_name: before.ar_name, sort_order: before.sort_order }, after),
      }),
    );
  });
  return consoleCategories(db);
}

/** A new picture, stored re-encoded; the previous upload removed once committed. */
export async function changeCategoryPicture(
  { db, config }: UploadDeps,
  { request, operatorId }: OperatorActor,
  id: number,
  picture: Buffer,
) {
  const uploadsDir = uploadsDirOf(config);
  await lockedCategory(db, id);
  const image = await storePicture(uploadsDir, picture);
  let previous: string;
  try {
    previous = await db.transaction().execute(async (trx) => {
      const before = await lockedCategory(trx, id);
      await updateCategory(trx, id, { category_image: image.key });
      await recordAudit(
        trx,
        operatorAct(request, operatorId, {
          action: 'operator.category.picture',
          object_kind: 'category',
          object_id: id,
          changes: { category_image: [before.category_image, image.key] },
        }),
      );
      return before.category_image;
    });
  } catch (error) {
    await removeImage(uploadsDir, image.key);
    throw error;
  }
  if (previous.startsWith(`${CATEGORY_UPLOADS}/`)) await removeImage(uploadsDir, previous);
  return consoleCategories(db);
}

/** Gone from choosing (the visitors' list and a charity's project form); its projects keep it. */
export async function retireCategory(
  db: Kysely<Database>,
  { request, operatorId }: OperatorActor,
  id: number,
) {
  await db.transaction().execute(async (trx) => {
    const before = await lockedCategory(trx, id);
    if (before.retired_at !== null) throw new AppError('CONFLICT', messages.alreadyRetired);
    await updateCategory(trx, id, { retired_at: new Date() });
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'operator.category.retired',
        object_kind: 'category',
        object_id: id,
        changes: { retired: [false, true] },
      }),
    );
  });
  return consoleCategories(db);
}
