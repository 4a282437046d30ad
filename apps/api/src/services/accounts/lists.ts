import { sql, type Kysely } from 'kysely';
import type { FavouriteItem, MyDonation } from '@athar/contract/accounts/user-lists';
import type { CampaignCard } from '@athar/contract/campaigns/campaign-card';
import { piastersToEgp } from '@athar/contract/money';
import { campaignCardQuery, toCampaignCard } from '../../db/queries/campaign-cards';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';

export interface Page {
  offset: number;
  rowscount: number;
}

/** The campaigns a user created, newest first, listed or not yet (their own page shows them all). */
export async function createdCampaigns(
  db: Kysely<Database>,
  userId: number,
  page: Page,
): Promise<CampaignCard[]> {
  const rows = await campaignCardQuery(db, userId)
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .offset(page.offset)
    .limit(page.rowscount)
    .execute();
  return rows.map(toCampaignCard);
}

/** A user's favourites, last added first; the first item carries total_favorites (SPEC §3). */
export async function favouriteCampaigns(
  db: Kysely<Database>,
  userId: number,
  page: Page,
): Promise<FavouriteItem[]> {
  const rows = await campaignCardQuery(db, userId)
    .innerJoin('favourites as mine', 'mine.campaign_id', 'c.id')
    .select(sql<string>`count(*) over ()`.as('total_favorites'))
    .where('mine.user_id', '=', userId)
    .orderBy('mine.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .offset(page.offset)
    .limit(page.rowscount)
    .execute();
  return rows.map((row, index) => ({
    ...toCampaignCard(row),
    ...(index === 0 ? { total_favorites: Number(row.total_favorites) } : {}),
  }));
}

/**
 * A user's donations, newest first: pending ones too (a cash donation waits for its collection), so
 * the user sees it; the totals on every item count confirmed donations only.
 */
export async function userDonations(db: Kysely<Database>, userId: number, page: Page): Promise<MyDonation[]> {
  const rows = await db
    .selectFrom('donations as d')
    .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'd.ngo_id')
    .select([
      'd.id',
      'd.campaign_id',
      'd.amount',
      'd.status',
      'd.created_at',
      'd.receipt_key',
      'c.title',
      'p.ar_name as project_ar_name',
      'n.ngo_image',
      sql<string>`count(*) filter (where d.status = 'confirmed') over ()`.as('confirmed_count'),
      sql<string>`coalesce(sum(d.amount) filter (where d.status = 'confirmed') over (), 0)`.as(
        'confirmed_sum',
      ),
    ])
    .where('d.user_id', '=', userId)
    .where('d.status', 'in', ['pending', 'confirmed'])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .offset(page.offset)
    .limit(page.rowscount)
    .execute();
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
    total_donations: piastersToEgp(Number(row.confirmed_sum)),
    receipt_key: row.receipt_key,
  }));
}
