import { campaignDetailsRoute } from '@athar/contract/routes/campaigns';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { useQuery } from '@tanstack/react-query';
import { call, firstItem } from '../api-client';

/**
 * A campaign's title as the api has it (GET /api/campaigns/details, asked as a visitor), for a page
 * that names a campaign it only knows by id — never by the title an address carries, which anyone
 * can write. Undefined until it comes, or when the id names no campaign.
 */
export function useCampaignTitle(campaignId: number): string | undefined {
  return useQuery({
    queryKey: ['campaign-title', campaignId],
    queryFn: async ({ signal }) =>
      (
        firstItem(
          await call(campaignDetailsRoute, { query: { campid: campaignId } }, { signal }),
          404,
        ) as CampaignDetails
      ).campaign_title,
    enabled: campaignId > 0,
    retry: false,
    meta: { globalError: false },
  }).data;
}
