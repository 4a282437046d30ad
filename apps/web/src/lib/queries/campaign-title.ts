import { useQuery } from '@tanstack/react-query';
import { getCampaignDetails } from './campaign-details';

/**
 * A campaign's title as the api has it (asked as a visitor), for a page that names a campaign it only
 * knows by id — never by the title an address carries, which anyone can write. Undefined until it
 * comes, or when the id names no campaign.
 */
export function useCampaignTitle(campaignId: number): string | undefined {
  return useQuery({
    queryKey: ['campaign-title', campaignId],
    queryFn: async ({ signal }) => (await getCampaignDetails(campaignId, undefined, signal)).campaign_title,
    enabled: campaignId > 0,
    retry: false,
    meta: { globalError: false },
  }).data;
}
