import type { Kysely } from 'kysely';
import {
  ANONYMOUS_DONOR_NAME,
  CAMPAIGN_VISIBLE_FROM_PIASTERS,
  SMS_DONATION_PIASTERS,
} from '@athar/contract/constants';
import { piastersToEgp } from '@athar/contract/money';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import type { Database } from '../schema';
import { campaignImageUrl, mediaUrl } from '../../lib/media-url';
import { campaignCardQuery, toCampaignCard } from './campaign-cards';

export const ANONYMOUS_NAME = ANONYMOUS_DONOR_NAME;

/** One campaign's page data, visible or not yet (its link and code work from creation). */
export async function findCampaignDetails(
  db: Kysely<Database>,
  campaignId: number,
  viewerId: number | null,
): Promise<CampaignDetails | null> {
  const row = await campaignCardQuery(db, viewerId)
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.code',
      'c.project_id',
      'c.user_id as creator_id',
      'p.project_description',
      'p.project_image',
      'n.id as ngo_id',
      'n.ar_name as ngo_ar_name',
      'n.merchant_id',
      'n.cash_collection',
      'n.sms_short_number',
      'u.user_name as creator_name',
      'u.hide_data as creator_hidden',
      eb
        .selectFrom('campaigns as sibling')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('sibling.project_id', '=', 'c.project_id')
        .where('sibling.collected', '>=', CAMPAIGN_VISIBLE_FROM_PIASTERS)
        .as('project_campaigns'),
    ])
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toCampaignCard(row),
    campaign_image: campaignImageUrl(row.image),
    campaign_tstamp: row.created_at.toISOString(),
    project_id: row.project_id,
    project_description: row.project_description,
    project_image: mediaUrl(row.project_image),
    ngo_id: row.ngo_id,
    ngo_ar_name: row.ngo_ar_name,
    user_name: row.creator_name && !row.creator_hidden ? row.creator_name : ANONYMOUS_NAME,
    EPayment: row.merchant_id !== null,
    CashCollection: row.cash_collection,
    smsCode: String(row.code),
    SMSshortNumber: row.sms_short_number,
    total_campaigns: Number(row.project_campaigns ?? 0),
    visible: row.collected >= CAMPAIGN_VISIBLE_FROM_PIASTERS,
    sms_amount: piastersToEgp(SMS_DONATION_PIASTERS),
    can_edit: viewerId !== null && row.creator_id === viewerId,
  };
}
