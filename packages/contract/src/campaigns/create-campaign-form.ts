import { z } from 'zod';
import { email, newPassword, personName, phone, publicText, withConfirmation } from '../accounts/fields';
import { IMAGE_MAX_BYTES } from '../constants';
import { validationMessages } from '../messages';
import { deceasedGender } from './deceased-gender-field';
import { deathDateFormFields } from '../hijri/death-date-field';

/** The deceased's details and the creator's phone (PRODUCT.md §5 Create campaign). */
const campaignShape = {
  campaign_title: personName,
  /** asked, never assumed: the radio starts with nothing chosen */
  deceased_gender: deceasedGender,
  campaign_description: publicText(1000, validationMessages.descriptionTooLong),
  /** PRODUCT.md §11.6, optional: the date of death, Gregorian or Hijri ('' = not given) */
  ...deathDateFormFields,
  msisdn: phone,
  /** the chosen picture, if any; checked here so a too large file never leaves the browser */
  campaign_image: z
    .instanceof(Blob)
    .refine((file) => file.size <= IMAGE_MAX_BYTES, validationMessages.imageTooLarge)
    .nullable(),
};

/** The create-campaign form of a logged-in user: the campaign fields only. */
export const createCampaignForm = z.object(campaignShape);
export type CreateCampaignFormInput = z.input<typeof createCampaignForm>;
export type CreateCampaignFormValues = z.output<typeof createCampaignForm>;

/** A guest also gives a name, an e-mail and a password with its confirmation, to get an account. */
export const guestCreateCampaignForm = withConfirmation(
  { ...campaignShape, user_name: personName, email, password: newPassword },
  'password',
  'confirm_password',
);
export type GuestCreateCampaignFormInput = z.input<typeof guestCreateCampaignForm>;
export type GuestCreateCampaignFormValues = z.output<typeof guestCreateCampaignForm>;
