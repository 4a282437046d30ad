import { campaignDetailsRoute } from '@athar/contract/routes/campaigns';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_CAMPAIGN_COUNT } from '@athar/contract/constants';
import type { CampaignCard } from '@athar/contract/campaigns/campaign-card';
import type { campaignSorts } from '@athar/contract/filters';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type HomeSort = (typeof campaignSorts)[number];

/** GET /api/campaigns/details?rowscount=5&uid&filter — the home page's cards. */
export async function getHomeCampaigns(filter: HomeSort, userId: number | undefined, signal?: AbortSignal) {
  const query = { rowscount: HOME_CAMPAIGN_COUNT, uid: userId?.toString(), filter };
  return (await call(campaignDetailsRoute, { query }, { signal })).data as CampaignCard[];
}

export function useHomeCampaigns(filter: HomeSort) {
  const userId = useSession()?.user_id;
  return useQuery(
    queryOptions({
      queryKey: ['home-campaigns', filter, userId ?? null],
      queryFn: ({ signal }) => getHomeCampaigns(filter, userId, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
