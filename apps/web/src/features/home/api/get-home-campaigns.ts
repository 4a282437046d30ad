import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_CAMPAIGN_COUNT } from '@athar/contract/constants';
import type { CampaignCard } from '@athar/contract/campaigns/campaign-card';
import type { campaignSorts } from '@athar/contract/filters';
import { apiGet } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';

export type HomeSort = (typeof campaignSorts)[number];

/** GET /api/campaigns/details?rowscount=5&uid&filter — the home page's cards. */
export async function getHomeCampaigns(filter: HomeSort, userId: number | undefined, signal?: AbortSignal) {
  const envelope = await apiGet<CampaignCard[]>(
    '/api/campaigns/details',
    { rowscount: HOME_CAMPAIGN_COUNT, uid: userId, filter },
    { signal },
  );
  if (envelope.status !== 1) throw new ApiError(200, envelope.status, envelope.message);
  return envelope.data;
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
