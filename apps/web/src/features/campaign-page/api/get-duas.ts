import { useInfiniteQuery } from '@tanstack/react-query';
import { DUAS_PAGE_SIZE } from '@athar/contract/remembrance/dua-limits';
import type { DuasPage } from '@athar/contract/remembrance/duas';
import { campaignDuasRoute } from '@athar/contract/routes/remembrance-duas';
import { call } from '../../../lib/api-client';

export const campaignDuasKey = (campaignId: number) => ['campaign-duas', campaignId] as const;

/** GET /api/campaigns/duas — a page of the shown duas, newest first, after `before` (an id). */
export async function getCampaignDuas(
  campaignId: number,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<DuasPage> {
  const query = { campid: campaignId, rowscount: DUAS_PAGE_SIZE, ...(before ? { before } : {}) };
  return (await call(campaignDuasRoute, { query }, { signal })).data;
}

/** The wall's pages: «عرض المزيد» asks for the next one while the last page says more follow. */
export function useCampaignDuas(campaignId: number) {
  return useInfiniteQuery({
    queryKey: campaignDuasKey(campaignId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => getCampaignDuas(campaignId, pageParam, signal),
    getNextPageParam: (lastPage) => lastPage.next_before ?? undefined,
    meta: { globalError: false },
  });
}
