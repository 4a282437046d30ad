import { campaignDonorsRoute } from '@athar/contract/routes/campaigns';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@athar/contract/constants';
import type { DonorItem } from '@athar/contract/campaigns/donors';
import { call } from '../../../lib/api-client';

/** One page of the donors list, and whether another one exists. */
export interface DonorsPage {
  donors: DonorItem[];
  hasMore: boolean;
}

/**
 * GET /api/campaigns/donations?campid — confirmed donors, newest first, a page at a time. It asks for
 * one row more than a page: a full page alone does not say whether more follow (exactly 20 donors
 * would offer a "show more" that loads nothing), and the donor count is a counter kept apart.
 */
export async function getCampaignDonors(
  campaignId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<DonorsPage> {
  const query = { campid: campaignId, offset, rowscount: PAGE_SIZE + 1 };
  const envelope = await call(campaignDonorsRoute, { query }, { signal });
  return { donors: envelope.data.slice(0, PAGE_SIZE), hasMore: envelope.data.length > PAGE_SIZE };
}

export const campaignDonorsKey = (campaignId: number) => ['campaign-donors', campaignId] as const;

/** The next page's offset: the donors loaded so far. */
export function nextDonorsOffset(lastPage: DonorsPage, pages: DonorsPage[]): number | undefined {
  return lastPage.hasMore ? pages.reduce((count, page) => count + page.donors.length, 0) : undefined;
}

export function useCampaignDonors(campaignId: number) {
  return useInfiniteQuery({
    queryKey: campaignDonorsKey(campaignId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getCampaignDonors(campaignId, pageParam, signal),
    getNextPageParam: nextDonorsOffset,
  });
}
