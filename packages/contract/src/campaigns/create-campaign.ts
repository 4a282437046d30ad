import { z } from 'zod';
import { personName, phone, publicText } from '../accounts/fields';
import { envelope } from '../envelope';
import { validationMessages } from '../messages';
import { DECIMAL_DIGITS, decimalNumber } from '../decimal';
import { DEFAULT_DECEASED_GENDER } from '../deceased-gender';
import { deceasedGender } from './deceased-gender-field';
import { defineEndpoint } from '../endpoint';
import { createCampaignRoute } from '../routes/campaigns';
import { requestConsentField } from '../privacy/consent';
import { deathDateCreateFields } from '../hijri/death-date-field';

/**
 * POST /api/campaigns (multipart): the text fields. `collected` and `type` are accepted as the
 * legacy client sends them, but a campaign always starts at 0 with type 1; `user_id` must be the
 * caller's own. The picture comes in the `campaign_image` file part (optional).
 */
export const createCampaignFields = z.object({
  project_id: decimalNumber(
    z.coerce
      .number(validationMessages.projectRequired)
      .int(validationMessages.projectRequired)
      .positive(validationMessages.projectRequired),
  ),
  campaign_title: personName,
  campaign_description: publicText(1000, validationMessages.descriptionTooLong).default(''),
  /** not in PRODUCT.md §7's payload: a client that does not send it gets DEFAULT_DECEASED_GENDER */
  deceased_gender: deceasedGender.default(DEFAULT_DECEASED_GENDER),
  /** PRODUCT.md §11.6, optional: the date of death as the family entered it (Gregorian or Hijri) */
  ...deathDateCreateFields,
  msisdn: phone,
  /** PRODUCT.md §7 sends it; ignored (a new campaign has collected nothing) */
  collected: z.string().optional(),
  type: z.string().optional(),
  user_id: z.union([z.literal(''), z.string().regex(DECIMAL_DIGITS)]).optional(),
  /**
   * optional (docs/decisions/025): the family asked for the campaign, which is the basis; 'true' from a
   * newer client is kept as explicit consent
   */
  consent: requestConsentField,
});
export type CreateCampaignFields = z.infer<typeof createCampaignFields>;

export const CAMPAIGN_IMAGE_FIELD = 'campaign_image';

export const createdCampaign = z.object({
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  deceased_gender: deceasedGender,
  /** the short code: the SMS code and the short link /<code> */
  code: z.number().int(),
});
export const createCampaignResponse = envelope(z.array(createdCampaign));

/**
 * The body is a multipart form (createCampaignFields and the CAMPAIGN_IMAGE_FIELD file), so it has no
 * JSON schema here.
 */
export const createCampaignEndpoint = defineEndpoint({
  ...createCampaignRoute,
  response: createCampaignResponse,
});
