import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@athar/contract/constants';
import type { CampaignCard } from '@athar/contract/campaigns/campaign-card';
import type { campaignSorts } from '@athar/contract/filters';
import { apiGet } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { nextOffset } from '../../../lib/paging';
import { useSession } from '../../../lib/session';

export type CampaignSort = (typeof campaignSorts)[number];

/** Where a page starts: its offset, and the last card already shown (keyset paging, decision 007). */
interface CampaignPageStart {
  offset: number;
  after?: number;
}

/** GET /api/campaigns/details?offset&after&rowscount&uid&filter&search — a page of campaign cards. */
export async function getCampaigns(
  params: CampaignPageStart & { filter: CampaignSort; search: string; userId?: number },
  signal?: AbortSignal,
) {
  const envelope = await apiGet<CampaignCard[]>(
    '/api/campaigns/details',
    {
      offset: params.offset,
      after: params.after,
      rowscount: PAGE_SIZE,
      uid: params.userId,
      filter: params.filter,
      search: params.search,
    },
    { signal },
  );
  // SPEC §2: any status other than 1 puts the server's message in place of the cards
  if (envelope.status !== 1) throw new ApiError(200, envelope.status, envelope.message);
  return envelope.data;
}

export function useCampaigns(filter: CampaignSort, search: string) {
  const userId = useSession()?.user_id;
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['campaigns', filter, search, userId ?? null],
      queryFn: ({ pageParam, signal }) => getCampaigns({ ...pageParam, filter, search, userId }, signal),
      initialPageParam: { offset: 0 } as CampaignPageStart,
      getNextPageParam: (lastPage, allPages): CampaignPageStart | undefined => {
        const offset = nextOffset(lastPage, allPages);
        return offset === undefined ? undefined : { offset, after: lastPage.at(-1)?.campaign_id };
      },
    }),
  );
}
