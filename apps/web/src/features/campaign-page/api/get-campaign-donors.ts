import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@athar/contract/constants';
import type { DonorItem } from '@athar/contract/campaigns/donors';
import { apiGet } from '../../../lib/api-client';

/** GET /api/campaigns/donations?campid — confirmed donors, newest first, a page at a time. */
export async function getCampaignDonors(campaignId: number, offset: number, signal?: AbortSignal) {
  const envelope = await apiGet<DonorItem[]>(
    '/api/campaigns/donations',
    { campid: campaignId, offset, rowscount: PAGE_SIZE },
    { signal },
  );
  return envelope.data;
}

export const campaignDonorsKey = (campaignId: number) => ['campaign-donors', campaignId] as const;

export function useCampaignDonors(campaignId: number) {
  return useInfiniteQuery({
    queryKey: campaignDonorsKey(campaignId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getCampaignDonors(campaignId, pageParam, signal),
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < PAGE_SIZE ? undefined : pages.reduce((count, page) => count + page.length, 0),
  });
}
