import type { Kysely } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS, SMS_DONATION_PIASTERS } from '@athar/contract/constants';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { piastersToEgp } from '@athar/contract/money';
import { ANONYMOUS_NAME, campaignDetailsRow } from '../../db/queries/campaign-details';
import type { Database } from '../../db/schema';
import { toLicence } from '../../db/queries/permit-in-force';
import { cairoDay } from '../../lib/cairo-time';
import { gatewayMethods } from '../../lib/gateway-integration';
import { campaignImageUrl, mediaUrl } from '../../lib/media-url';
import { toCampaignCard } from './campaign-card';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { AppError } from '@athar/server-kit/errors';
import { campaignRole } from '../../db/queries/campaign-managers';

/** One campaign's page data, visible or not yet (its link and code work from creation). */
export async function findCampaignDetails(
  db: Kysely<Database>,
  campaignId: number,
  viewerId: number | null,
): Promise<CampaignDetails | null> {
  const row = await campaignDetailsRow(db, campaignId, viewerId, cairoDay(new Date()));
  if (!row) return null;
  // docs/decisions/033: a page taken down shows only «هذه الصفحة قيد المراجعة», but to its family
  if (
    row.moderation === 'taken_down' &&
    (viewerId === null || !(await campaignRole(db, campaignId, viewerId)))
  )
    throw new AppError('GONE', moderationMessages.underReview);
  // no permit in force today: no channel is offered (docs/decisions/018)
  const open = row.permit !== null;
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
    EPayment: open && row.merchant_id !== null,
    CashCollection: open && row.cash_collection,
    ...gatewayMethods(row, open),
    smsCode: String(row.code),
    SMSshortNumber: row.sms_short_number ?? '',
    total_campaigns: Number(row.project_campaigns ?? 0),
    visible: row.collected >= CAMPAIGN_VISIBLE_FROM_PIASTERS,
    sms_amount: piastersToEgp(SMS_DONATION_PIASTERS),
    can_edit: viewerId !== null && row.creator_id === viewerId,
    licence: toLicence(row),
    donations_paused: !open || row.moderation !== null,
    under_review: row.moderation !== null,
    sadaqa_kind: row.sadaqa_kind,
    zakat_eligible: row.zakat_eligible,
    death_date: row.death_date,
    death_hijri: row.death_hijri,
    death_calendar: row.death_calendar,
    khatma_open: Boolean(row.khatma_open),
  };
}
