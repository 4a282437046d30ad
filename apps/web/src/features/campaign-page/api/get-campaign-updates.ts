import { useInfiniteQuery } from '@tanstack/react-query';
import type { TimelineUpdate } from '@athar/contract/charity/delivery-updates';
import { campaignUpdatesRoute } from '@athar/contract/routes/campaigns';
import { call } from '../../../lib/api-client';

/** How many updates the timeline shows at a time. */
export const TIMELINE_PAGE_SIZE = 5;

export interface UpdatesPage {
  total_count: number;
  items: TimelineUpdate[];
}

/** GET /api/campaigns/updates?campid — the campaign's and its project's updates, newest first. */
export async function getCampaignUpdates(
  campaignId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<UpdatesPage> {
  const query = { campid: campaignId, offset, rowscount: TIMELINE_PAGE_SIZE };
  const envelope = await call(campaignUpdatesRoute, { query }, { signal });
  return envelope.data[0] ?? { total_count: 0, items: [] };
}

/** The next page's offset, while fewer than all of them are shown. */
export function nextUpdatesOffset(lastPage: UpdatesPage, pages: UpdatesPage[]): number | undefined {
  const shown = pages.reduce((count, page) => count + page.items.length, 0);
  return lastPage.items.length > 0 && shown < lastPage.total_count ? shown : undefined;
}

export function useCampaignUpdates(campaignId: number) {
  return useInfiniteQuery({
    queryKey: ['campaign-updates', campaignId],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getCampaignUpdates(campaignId, pageParam, signal),
    getNextPageParam: nextUpdatesOffset,
    meta: { globalError: false },
  });
}
