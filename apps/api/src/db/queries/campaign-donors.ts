import type { Kysely } from 'kysely';
import { piastersToEgp } from '@athar/contract/money';
import type { DonorItem } from '@athar/contract/campaigns/donors';
import type { Database } from '../schema';
import { donorAsSeen, type DonorViewer } from '../../lib/donor-as-seen';

/**
 * A page of a campaign's confirmed donations, newest first, as `viewer` may see them (donorAsSeen),
 * or null when the campaign does not exist or, for the family's view, is not managed by `managerId`
 * (its creator or a co-administrator, PRODUCT.md §11.4).
 */
export async function listCampaignDonors(
  db: Kysely<Database>,
  campaignId: number,
  page: { offset: number; rowscount: number },
  viewer: { as: 'public' } | { as: 'family'; managerId: number } = { as: 'public' },
): Promise<DonorItem[] | null> {
  let campaignQuery = db.selectFrom('campaigns').select('donors_count').where('id', '=', campaignId);
  if (viewer.as === 'family') {
    const managerId = viewer.managerId;
    campaignQuery = campaignQuery.where((eb) =>
      eb.or([
        eb('user_id', '=', managerId),
        eb.exists(
          eb
            .selectFrom('campaign_admins as a')
            .select('a.user_id')
            .whereRef('a.campaign_id', '=', 'campaigns.id')
            .where('a.user_id', '=', managerId),
        ),
      ]),
    );
  }
  const campaign = await campaignQuery.executeTakeFirst();
  if (!campaign) return null;
  const rows = await db
    .selectFrom('donations as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.donor_name',
      'd.visibility',
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
  const seenBy: DonorViewer = viewer.as;
  return rows.map((row) => {
    const seen = donorAsSeen(row, seenBy);
    return {
      user_name: seen.name,
      donation_date: row.confirmed_at!.toISOString(),
      donation_amount: seen.amount === null ? null : piastersToEgp(seen.amount),
      donation_comment: row.comment,
      total_of_donations: campaign.donors_count,
    };
  });
}
