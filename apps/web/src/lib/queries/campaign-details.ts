import { campaignDetailsRoute } from '@athar/contract/routes/campaigns';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { call, firstItem } from '../api-client';

/** GET /api/campaigns/details?campid&uid — one campaign's page data (PRODUCT.md §7). */
export async function getCampaignDetails(
  campaignId: number,
  userId: number | undefined,
  signal?: AbortSignal,
) {
  const query = { campid: campaignId, uid: userId?.toString() };
  const envelope = await call(campaignDetailsRoute, { query }, { signal });
  return firstItem(envelope, 404) as CampaignDetails;
}
