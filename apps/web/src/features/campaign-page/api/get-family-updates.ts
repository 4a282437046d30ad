import { useInfiniteQuery } from '@tanstack/react-query';
import type { FamilyUpdate } from '@athar/contract/remembrance/family-updates';
import { familyUpdatesRoute } from '@athar/contract/routes/remembrance-family';
import { call } from '../../../lib/api-client';

/** How many of the family's updates show at a time. */
export const FAMILY_UPDATES_PAGE_SIZE = 5;

export interface FamilyUpdatesPage {
  total_count: number;
  items: FamilyUpdate[];
}

/** The management page refreshes this key after posting (features/campaign-family). */
export const familyUpdatesKey = (campaignId: number) => ['family-updates', campaignId] as const;

/** GET /api/campaigns/family-updates?campid — public, newest first, a page at a time. */
export function useFamilyUpdates(campaignId: number) {
  return useInfiniteQuery({
    queryKey: familyUpdatesKey(campaignId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<FamilyUpdatesPage> => {
      const query = { campid: campaignId, offset: pageParam, rowscount: FAMILY_UPDATES_PAGE_SIZE };
      const envelope = await call(familyUpdatesRoute, { query }, { signal });
      return envelope.data[0] ?? { total_count: 0, items: [] };
    },
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((count, page) => count + page.items.length, 0);
      return last.items.length > 0 && shown < last.total_count ? shown : undefined;
    },
    meta: { globalError: false },
  });
}
