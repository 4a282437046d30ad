import { piastersToEgp } from '@athar/contract/money';
import type { CampaignCard } from '@athar/contract/campaigns/campaign-card';
import type { CampaignCardRow } from '../../db/queries/campaign-cards';
import { campaignCardImageUrl, mediaUrl } from '../../lib/media-url';

/** A card row in the API's shape (EGP amounts, image URLs). */
export function toCampaignCard(row: CampaignCardRow): CampaignCard {
  return {
    campaign_id: row.id,
    campaign_title: row.title,
    deceased_gender: row.deceased_gender,
    campaign_description: row.description,
    campaign_image: campaignCardImageUrl(row.image),
    campaign_collected: piastersToEgp(row.collected),
    project_amount: piastersToEgp(row.project_amount),
    total_of_donations: row.donors_count,
    units_completed: Math.floor(row.collected / row.project_amount),
    project_ar_name: row.project_ar_name,
    ngo_image: mediaUrl(row.ngo_image),
    isFavorite: Boolean(row.is_favorite),
  };
}
