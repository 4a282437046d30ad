import { charityCampaignsRoute } from '@athar/contract/routes/charity';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@athar/contract/constants';
import type { CharityCampaignsPage } from '@athar/contract/charity/records';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { nextRecordsOffset } from './records-paging';
import { staffCall } from './staff-client';

/** GET /api/charity/campaigns?offset&rowscount — a page with the totals of all the charity's campaigns. */
export async function getCharityCampaigns(
  offset: number,
  signal?: AbortSignal,
): Promise<CharityCampaignsPage> {
  const query = { offset, rowscount: PAGE_SIZE };
  const envelope = await staffCall(charityCampaignsRoute, { query }, { signal });
  return envelope.data[0] ?? { total_count: 0, total_collected: 0, items: [] };
}

export function useCharityCampaigns() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...CONSOLE_QUERY_KEY, 'campaigns'],
      queryFn: ({ pageParam, signal }) => getCharityCampaigns(pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: nextRecordsOffset,
      meta: { globalError: false },
    }),
  );
}
