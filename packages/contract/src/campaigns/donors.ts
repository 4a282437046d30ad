import { z } from 'zod';
import { envelope, pagingQuery } from '../envelope';
import { egp } from '../amount-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { campaignDonorsRoute } from '../routes/campaigns';

/** GET /api/campaigns/donations?campid — the confirmed donations of one campaign, newest first. */
export const campaignDonorsQuery = z.object({
  campid: decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
  ...pagingQuery,
});

/** SPEC §3 Donor list item; the name is 'فاعل خير' when the donor chose to hide it. */
export const donorItem = z.object({
  user_name: z.string(),
  donation_date: z.string(),
  donation_amount: egp,
  donation_comment: z.string().nullable(),
  /** all confirmed donations of the campaign (the donor count) */
  total_of_donations: z.number().int(),
});
export type DonorItem = z.infer<typeof donorItem>;

export const campaignDonorsResponse = envelope(z.array(donorItem));

export const campaignDonorsEndpoint = defineEndpoint({
  ...campaignDonorsRoute,
  query: campaignDonorsQuery,
  response: campaignDonorsResponse,
});
