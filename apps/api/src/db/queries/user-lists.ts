import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { campaignCardQuery } from './campaign-cards';
import { donationWithProjectQuery } from './donation-with-project';

export interface Page {
  offset: number;
  rowscount: number;
}

/** The card rows of the campaigns a user created, newest first, listed or not yet. */
export function createdCampaignRows(db: Kysely<Database>, userId: number, page: Page) {
  return campaignCardQuery(db, userId)
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .offset(page.offset)
    .limit(page.rowscount)
    .execute();
}

/** The card rows of a user's favourites, last added first, each with the count of them all. */
export function favouriteCampaignRows(db: Kysely<Database>, userId: number, page: Page) {
  return campaignCardQuery(db, userId)
    .innerJoin('favourites as mine', 'mine.campaign_id', 'c.id')
    .select(sql<string>`count(*) over ()`.as('total_favorites'))
    .where('mine.user_id', '=', userId)
    .orderBy('mine.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .offset(page.offset)
    .limit(page.rowscount)
    .execute();
}

/**
 * A user's pending, confirmed and refunded donations, newest first, each with the count and sum of
 * the confirmed ones among them all (a refunded donation counts nowhere).
 */
export function userDonationRows(db: Kysely<Database>, userId: number, page: Page) {
  return donationWithProjectQuery(db)
    .select([
      'd.id',
      'd.campaign_id',
      'd.amount',
      'd.status',
      'd.created_at',
      'd.receipt_key',
      'd.type',
      'd.kiosk_reference',
      'd.kiosk_expires_at',
      'd.visibility',
      'c.title',
      'p.ar_name as project_ar_name',
      'n.ngo_image',
      sql<string>`count(*) filter (where d.status = 'confirmed') over ()`.as('confirmed_count'),
      sql<string>`coalesce(sum(d.amount) filter (where d.status = 'confirmed') over (), 0)`.as(
        'confirmed_sum',
      ),
    ])
    .where('d.user_id', '=', userId)
    .where('d.status', 'in', ['pending', 'confirmed', 'refunded'])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .offset(page.offset)
    .limit(page.rowscount)
    .execute();
}
