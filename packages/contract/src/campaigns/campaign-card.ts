import { z } from 'zod';
import { egp } from '../amount-fields';
import { deceasedGender } from './deceased-gender-field';

/** PRODUCT.md §3 Campaign (card): what every campaign list shows. Amounts in EGP. */
export const campaignCard = z.object({
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  /** which forms the texts about the deceased take ('male' for older campaigns; docs/decisions/013) */
  deceased_gender: deceasedGender,
  campaign_description: z.string(),
  /** `/uploads/…`, or DEFAULT_CAMPAIGN_IMAGE when the family gave no picture */
  campaign_image: z.string(),
  campaign_collected: egp,
  /** the target: the cost of one unit of the project */
  project_amount: egp,
  /** confirmed donations (the donor count) */
  total_of_donations: z.number().int(),
  /** floor(collected ÷ project amount) */
  units_completed: z.number().int(),
  project_ar_name: z.string(),
  ngo_image: z.string(),
  /** whether the caller (uid) has favourited it; false for guests */
  isFavorite: z.boolean(),
});
export type CampaignCard = z.infer<typeof campaignCard>;
