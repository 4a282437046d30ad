import { useQuery } from '@tanstack/react-query';
import { campaignGivingNightsRoute } from '@athar/contract/routes/giving';
import { call } from '../../../lib/api-client';

/** GET /api/campaigns/giving-nights — the family's view of who gives on each night (404 for anyone else). */
export function useGivingNights(campaignId: number) {
  return useQuery({
    queryKey: ['giving-nights', campaignId] as const,
    enabled: campaignId > 0,
    queryFn: async ({ signal }) =>
      (await call(campaignGivingNightsRoute, { query: { campid: campaignId } }, { signal })).data.nights,
    retry: false,
    meta: { globalError: false },
  });
}
