import { campaignDetailsRoute } from '@athar/contract/routes/campaigns';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@athar/contract/constants';
import type { CampaignCard } from '@athar/contract/campaigns/campaign-card';
import type { campaignSorts } from '@athar/contract/filters';
import { call } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { useSession } from '../../../lib/session';

export type CampaignSort = (typeof campaignSorts)[number];

/** Where a page starts: its offset, and the last card already shown (keyset paging, docs/decisions/007). */
interface CampaignPageStart {
  offset: number;
  after?: number;
}

/** GET /api/campaigns/details?offset&after&rowscount&uid&filter&search — a page of campaign cards. */
export async function getCampaigns(
  params: CampaignPageStart & { filter: CampaignSort; search: string; userId?: number },
  signal?: AbortSignal,
) {
  const query = {
    offset: params.offset,
    after: params.after,
    rowscount: PAGE_SIZE,
    uid: params.userId?.toString(),
    filter: params.filter,
    search: params.search,
  };
  // PRODUCT.md §2: any status other than 1 puts the server's message in place of the cards (call throws it)
  return (await call(campaignDetailsRoute, { query }, { signal })).data as CampaignCard[];
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
