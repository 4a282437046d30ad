import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../constants';
import { envelope } from '../envelope';
import { validationMessages } from '../messages';
import { optionalPhone, profileName } from './fields';
import { userDetails } from './user-details';
import { defineEndpoint } from '../endpoint';
import { updateProfileRoute } from '../routes/users';

const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], validationMessages.invalidValue)
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * PUT /api/users — multipart text fields (PRODUCT.md §7); the picture travels as the `profile_pic` file.
 * A profile must keep a picture: the server refuses a save when there is neither an old nor a new one.
 */
export const updateProfileFields = z.object({
  user_name: profileName,
  msisdn: optionalPhone,
  hide_data: booleanField.default(false),
});
export type UpdateProfileFields = z.output<typeof updateProfileFields>;

/** What the edit form holds: the fields and the newly chosen file, if any. */
export const updateProfileForm = z
  .object({
    user_name: profileName,
    msisdn: optionalPhone,
    hide_data: z.boolean(),
    /** the picture the user already has ('' for none) */
    current_pic: z.string(),
    profile_pic: z
      .instanceof(Blob)
      .refine((file) => file.size <= IMAGE_MAX_BYTES, validationMessages.imageTooLarge)
      .nullable(),
  })
  .refine((values) => values.profile_pic !== null || values.current_pic !== '', {
    path: ['profile_pic'],
    message: validationMessages.imageRequired,
  });
export type UpdateProfileFormValues = z.input<typeof updateProfileForm>;

/** data[0] is the updated profile. */
export const updateProfileResponse = envelope(z.array(userDetails));

/**
 * The body is a multipart form (updateProfileFields and the `profile_pic` file), so it has no JSON
 * schema here.
 */
export const updateProfileEndpoint = defineEndpoint({
  ...updateProfileRoute,
  response: updateProfileResponse,
});
