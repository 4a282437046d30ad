import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { apiGet } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';

/** GET /api/campaigns/details?campid&uid — one campaign's page data (SPEC §7). */
export async function getCampaignDetails(
  campaignId: number,
  userId: number | undefined,
  signal?: AbortSignal,
) {
  const envelope = await apiGet<CampaignDetails[]>(
    '/api/campaigns/details',
    { campid: campaignId, uid: userId },
    { signal },
  );
  const details = envelope.data[0];
  if (envelope.status !== 1 || !details) throw new ApiError(404, envelope.status, envelope.message);
  return details;
}

export const campaignDetailsKey = (campaignId: number) => ['campaign-details', campaignId] as const;

export function useCampaignDetails(campaignId: number) {
  const userId = useSession()?.user_id;
  return useQuery(
    queryOptions({
      queryKey: [...campaignDetailsKey(campaignId), userId ?? null],
      queryFn: ({ signal }) => getCampaignDetails(campaignId, userId, signal),
      enabled: campaignId > 0,
      retry: false,
    }),
  );
}
