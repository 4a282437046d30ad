import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { UserDetails } from '@athar/contract/accounts/user-details';
import type { UpdateProfileFields } from '@athar/contract/accounts/update-profile';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { AppError } from '../../errors';
import { removeImage, storeImage } from '../images';
import { userDetails } from './user-records';

/** Profile pictures are shown small: 512 px is plenty and keeps the files light. */
const PROFILE_PICTURE_PX = 512;

export const uploadsDir = (app: FastifyInstance) => path.join(app.config.dataDir, 'uploads');

/**
 * Saves the caller's name, phone, hide_data and, when given, a new picture (re-encoded to WebP);
 * a profile must keep a picture (SPEC §5 Edit profile).
 */
export async function updateProfile(
  app: FastifyInstance,
  userId: number,
  fields: UpdateProfileFields,
  picture: Buffer | null,
): Promise<UserDetails> {
  const current = await app.db
    .selectFrom('users')
    .select('profile_pic')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!current) throw new AppError('UNAUTHORIZED', apiMessages.unauthorized);
  if (!picture && !current.profile_pic) {
    throw new AppError('BAD_REQUEST', validationMessages.imageRequired, {
      profile_pic: validationMessages.imageRequired,
    });
  }
  const stored = picture
    ? await storeImage(picture, {
        uploadsDir: uploadsDir(app),
        folder: 'profiles',
        maxWidth: PROFILE_PICTURE_PX,
        maxHeight: PROFILE_PICTURE_PX,
      })
    : null;
  await app.db
    .updateTable('users')
    .set({
      user_name: fields.user_name,
      msisdn: fields.msisdn,
      hide_data: fields.hide_data,
      ...(stored ? { profile_pic: stored.key } : {}),
    })
    .where('id', '=', userId)
    .execute();
  if (stored && current.profile_pic) await removeImage(uploadsDir(app), current.profile_pic);
  const details = await userDetails(app.db, userId);
  if (!details) throw new AppError('UNAUTHORIZED', apiMessages.unauthorized);
  return details;
}
