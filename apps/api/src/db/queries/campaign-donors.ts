import type { Kysely } from 'kysely';
import { piastersToEgp } from '@athar/contract/money';
import type { DonorItem } from '@athar/contract/campaigns/donors';
import type { Database } from '../schema';
import { ANONYMOUS_NAME } from './campaign-details';

/**
 * A page of a campaign's confirmed donations, newest first, or null when the campaign does not exist.
 * A name is hidden when the donor asked for it, when their profile hides their data, or when their
 * account was deleted.
 */
export async function listCampaignDonors(
  db: Kysely<Database>,
  campaignId: number,
  page: { offset: number; rowscount: number },
): Promise<DonorItem[] | null> {
  const campaign = await db
    .selectFrom('campaigns')
    .select('donors_count')
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign) return null;
  const rows = await db
    .selectFrom('donations as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.donor_name',
      'd.hide_data',
      'd.amount',
      'd.comment',
      'd.confirmed_at',
      'd.user_id',
      'u.hide_data as user_hidden',
      'u.deleted_at as user_deleted_at',
    ])
    .where('d.campaign_id', '=', campaignId)
    .where('d.status', '=', 'confirmed')
    .orderBy('d.confirmed_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(page.rowscount)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    user_name:
      row.hide_data || row.user_hidden || (row.user_id !== null && row.user_deleted_at !== null)
        ? ANONYMOUS_NAME
        : row.donor_name,
    donation_date: row.confirmed_at!.toISOString(),
    donation_amount: piastersToEgp(row.amount),
    donation_comment: row.comment,
    total_of_donations: campaign.donors_count,
  }));
}
