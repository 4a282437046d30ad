import { z } from 'zod';
import { envelope, pagingQuery } from '../envelope';
import { egp } from '../amount-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { campaignDonorsRoute, familyDonorsRoute } from '../routes/campaigns';

/** GET /api/campaigns/donations?campid — the confirmed donations of one campaign, newest first. */
export const campaignDonorsQuery = z.object({
  campid: decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
  ...pagingQuery,
});

/**
 * PRODUCT.md §3 Donor list item, as everyone sees it (the list is the same for every viewer, so it can be
 * cached): the name is 'فاعل خير' when the donor chose `family` or `anonymous`, or their profile hides
 * their data, or their account was deleted; `donation_amount` is null when the donor chose
 * `amount_hidden` or `family` (donations/visibility.ts).
 */
export const donorItem = z.object({
  user_name: z.string(),
  donation_date: z.string(),
  donation_amount: egp.nullable(),
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

/**
 * GET /api/campaigns/family-donors?campid — the campaign's confirmed donations as its family (the
 * creator and the co-administrators) sees them: `family` donors by name and amount too; `amount_hidden`
 * by name without the amount; `anonymous` donors, and donors whose profile hides their data or whose
 * account was deleted, as 'فاعل خير'. Only for the campaign's creator and co-administrators (401
 * without a session, 404 for anyone else, as if there were no such campaign); answered with
 * Cache-Control: private, no-store.
 */
export const familyDonorsEndpoint = defineEndpoint({
  ...familyDonorsRoute,
  query: campaignDonorsQuery,
  response: campaignDonorsResponse,
});
