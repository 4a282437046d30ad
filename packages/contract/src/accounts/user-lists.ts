import { z } from 'zod';
import { egp } from '../amount-fields';
import { campaignCard } from '../campaigns/campaign-card';
import { DONATION_STATUSES } from '../constants';
import { envelope, pagingQuery } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { donationVisibility } from '../donations/visibility';
import { userCampaignsRoute, userDonationsRoute, userFavouritesRoute } from '../routes/users';

/** GET /api/users/campaigns|donations|favorites — pages of the caller's own lists. */
export const userListQuery = z.object({ ...pagingQuery });
export type UserListQuery = z.input<typeof userListQuery>;

/** GET /api/users/campaigns — cards of the campaigns the caller created (listed or not yet). */
export const userCampaignsResponse = envelope(z.array(campaignCard));

/** GET /api/users/favorites — cards; the first item also carries total_favorites (PRODUCT.md §3). */
export const favouriteItem = campaignCard.extend({ total_favorites: z.number().int().optional() });
export type FavouriteItem = z.infer<typeof favouriteItem>;
export const userFavouritesResponse = envelope(z.array(favouriteItem));

/**
 * PRODUCT.md §3 My-donation item. Pending donations are listed too (a cash donation waits for collection),
 * but the totals count confirmed donations only.
 */
export const myDonation = z.object({
  donation_id: z.number().int(),
  campaign_id: z.number().int(),
  donation_amount: egp,
  project_ar_name: z.string(),
  ngo_image: z.string(),
  /** the campaign title (the deceased's name) */
  title: z.string(),
  donation_date: z.string(),
  status: z.enum(DONATION_STATUSES),
  /** how many confirmed donations the user made */
  total_of_donations: z.number().int(),
  /** the sum of the user's confirmed donations, in EGP */
  total_donations: egp,
  /** opens the donation's receipt (/Receipt/:id?key=); only in the donor's own list */
  receipt_key: z.string(),
  /** how the donor chose to be seen on the campaign's page (their own choice, shown back to them) */
  visibility: donationVisibility,
  /** a pending kiosk payment's reference code and until when it can be paid; null otherwise */
  kiosk_reference: z.string().nullable(),
  kiosk_expires_at: z.string().nullable(),
});
export type MyDonation = z.infer<typeof myDonation>;
export const userDonationsResponse = envelope(z.array(myDonation));

export const userCampaignsEndpoint = defineEndpoint({
  ...userCampaignsRoute,
  query: userListQuery,
  response: userCampaignsResponse,
});

export const userFavouritesEndpoint = defineEndpoint({
  ...userFavouritesRoute,
  query: userListQuery,
  response: userFavouritesResponse,
});

export const userDonationsEndpoint = defineEndpoint({
  ...userDonationsRoute,
  query: userListQuery,
  response: userDonationsResponse,
});
