import type { Kysely } from 'kysely';
import type { FavouriteItem, MyDonation } from '@athar/contract/accounts/user-lists';
import type { CampaignCard } from '@athar/contract/campaigns/campaign-card';
import { piastersToEgp } from '@athar/contract/money';
import {
  createdCampaignRows,
  favouriteCampaignRows,
  userDonationRows,
  type Page,
} from '../../db/queries/user-lists';
import type { Database } from '../../db/schema';
import { shownKioskReference } from '../../lib/kiosk-reference';
import { mediaUrl } from '../../lib/media-url';
import { toCampaignCard } from '../campaigns/campaign-card';
import { piasters } from '@athar/contract/piasters';

/** The campaigns a user created, newest first, listed or not yet (their own page shows them all). */
export async function createdCampaigns(
  db: Kysely<Database>,
  userId: number,
  page: Page,
): Promise<CampaignCard[]> {
  const rows = await createdCampaignRows(db, userId, page);
  return rows.map(toCampaignCard);
}

/** A user's favourites, last added first; the first item carries total_favorites (PRODUCT.md §3). */
export async function favouriteCampaigns(
  db: Kysely<Database>,
  userId: number,
  page: Page,
): Promise<FavouriteItem[]> {
  const rows = await favouriteCampaignRows(db, userId, page);
  return rows.map((row, index) => ({
    ...toCampaignCard(row),
    ...(index === 0 ? { total_favorites: Number(row.total_favorites) } : {}),
  }));
}

/**
 * A user's donations, newest first: pending ones too (a cash donation waits for its collection, a
 * kiosk one for its payment, with its code), so the user sees it, and refunded ones; the totals on
 * every item count confirmed donations only.
 */
export async function userDonations(db: Kysely<Database>, userId: number, page: Page): Promise<MyDonation[]> {
  const rows = await userDonationRows(db, userId, page);
  return rows.map((row) => ({
    donation_id: row.id,
    campaign_id: row.campaign_id,
    donation_amount: piastersToEgp(row.amount),
    project_ar_name: row.project_ar_name,
    ngo_image: mediaUrl(row.ngo_image),
    title: row.title,
    donation_date: new Date(row.created_at).toISOString(),
    status: row.status,
    total_of_donations: Number(row.confirmed_count),
    total_donations: piastersToEgp(piasters(Number(row.confirmed_sum))),
    receipt_key: row.receipt_key,
    visibility: row.visibility,
    ...shownKioskReference(row),
  }));
}
