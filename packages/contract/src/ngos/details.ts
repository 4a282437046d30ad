import { z } from 'zod';
import { envelope, pagingQuery } from '../envelope';
import { ngoSorts } from '../filters';
import { egp } from '../amount-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { ngoDetailsRoute } from '../routes/catalogue';
import { charityLicence } from '../charity/licence';

const id = decimalNumber(z.coerce.number().int().positive().max(2_147_483_647));

/**
 * GET /api/ngos/details — with `ngoid`, one charity and its statistics (404 when unknown);
 * otherwise a page of charities sorted by `filter` and narrowed by `search`.
 */
export const ngoDetailsQuery = z.object({
  ngoid: id.optional(),
  ...pagingQuery,
  filter: z.enum(ngoSorts).default('desc'),
  search: z.string().trim().max(100).optional(),
});
export type NgoDetailsQuery = z.infer<typeof ngoDetailsQuery>;

/** PRODUCT.md §3 Charity, as the listing shows it. */
export const ngoListItem = z.object({
  id: z.number().int(),
  ar_name: z.string(),
  ngo_image: z.string(),
  ngo_description: z.string(),
  /** projects this charity runs */
  total_projects: z.number().int(),
  /** charities matching the listing's search (for paging) */
  total_ngos: z.number().int(),
});
export type NgoListItem = z.infer<typeof ngoListItem>;

/** One charity with statistics over its visible campaigns (confirmed totals only). */
export const ngoDetails = ngoListItem.extend({
  donations_collected: egp,
  units_completed: z.number().int(),
  /**
   * docs/decisions/018: registration and the online fundraising permit in force today (null: donations
   * paused)
   */
  licence: charityLicence,
});
export type NgoDetails = z.infer<typeof ngoDetails>;

export const ngoDetailsResponse = envelope(z.array(z.union([ngoDetails, ngoListItem])));

export const ngoDetailsEndpoint = defineEndpoint({
  ...ngoDetailsRoute,
  query: ngoDetailsQuery,
  response: ngoDetailsResponse,
});
