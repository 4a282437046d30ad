import { z } from 'zod';
import { publicText } from '../accounts/fields';
import { decimalNumber } from '../decimal';
import { envelope } from '../envelope';
import { apiMessages, validationMessages } from '../messages';
import { deceasedGender } from './deceased-gender-field';
import { defineEndpoint } from '../endpoint';
import { editCampaignRoute } from '../routes/campaigns';
import { deathDateEditFields, deathDateFormFields } from '../hijri/death-date-field';

/**
 * PATCH /api/campaigns/{campid} (docs/decisions/013; not in PRODUCT.md §7, which has no edit call): the
 * creator changes what the campaign says about the deceased — their gender and the family's words. The
 * name, picture, project and code stay as created (the name is in shared links and SMS messages).
 */
export const editCampaignParams = z.object({
  campid: decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

export const editCampaignBody = z
  .object({
    deceased_gender: deceasedGender.optional(),
    campaign_description: publicText(1000, validationMessages.descriptionTooLong).optional(),
    /** PRODUCT.md §11.6: the date of death (death_calendar null clears it) */
    ...deathDateEditFields,
  })
  .refine(
    (body) =>
      body.deceased_gender !== undefined ||
      body.campaign_description !== undefined ||
      body.death_calendar !== undefined,
    {
      message: apiMessages.nothingToUpdate,
    },
  );
export type EditCampaignBody = z.infer<typeof editCampaignBody>;

/** The edit form of the campaign page: both fields, as they stand. */
export const editCampaignForm = z.object({
  deceased_gender: deceasedGender,
  campaign_description: publicText(1000, validationMessages.descriptionTooLong),
  ...deathDateFormFields,
});
export type EditCampaignFormValues = z.output<typeof editCampaignForm>;

export const editedCampaign = z.object({
  campaign_id: z.number().int(),
  deceased_gender: deceasedGender,
  campaign_description: z.string(),
});
export const editCampaignResponse = envelope(z.array(editedCampaign));

export const editCampaignEndpoint = defineEndpoint({
  ...editCampaignRoute,
  params: editCampaignParams,
  body: editCampaignBody,
  response: editCampaignResponse,
});
