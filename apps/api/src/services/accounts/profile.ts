import type { UserDetails } from '@athar/contract/accounts/user-details';
import type { UpdateProfileFields } from '@athar/contract/accounts/update-profile';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { liveUserPicture, updateUserProfile } from '../../db/queries/users';
import { removeImage, storeImage } from '../images';
import { uploadsDir, type UploadDeps } from '../service-deps';
import { userDetails } from './user-records';

/** Profile pictures are shown small: 512 px is plenty and keeps the files light. */
const PROFILE_PICTURE_PX = 512;

/**
 * Saves the caller's name, phone, hide_data and, when given, a new picture (re-encoded to WebP);
 * a profile must keep a picture (PRODUCT.md §5 Edit profile).
 */
export async function updateProfile(
  { db, config }: UploadDeps,
  userId: number,
  fields: UpdateProfileFields,
  picture: Buffer | null,
): Promise<UserDetails> {
  const current = await liveUserPicture(db, userId);
  if (!current) throw new AppError('UNAUTHORIZED', apiMessages.unauthorized);
  if (!picture && !current.profile_pic) {
    throw new AppError('BAD_REQUEST', validationMessages.imageRequired, {
      profile_pic: validationMessages.imageRequired,
    });
  }
  const stored = picture
    ? await storeImage(picture, {
        uploadsDir: uploadsDir(config),
        folder: 'profiles',
        maxWidth: PROFILE_PICTURE_PX,
        maxHeight: PROFILE_PICTURE_PX,
      })
    : null;
  await updateUserProfile(db, userId, {
    user_name: fields.user_name,
    msisdn: fields.msisdn,
    hide_data: fields.hide_data,
    ...(stored ? { profile_pic: stored.key } : {}),
  });
  if (stored && current.profile_pic) await removeImage(uploadsDir(config), current.profile_pic);
  const details = await userDetails(db, userId);
  if (!details) throw new AppError('UNAUTHORIZED', apiMessages.unauthorized);
  return details;
}
