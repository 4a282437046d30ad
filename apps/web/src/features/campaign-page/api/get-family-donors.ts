import { familyDonorsRoute } from '@athar/contract/routes/campaigns';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@athar/contract/constants';
import { call } from '../../../lib/api-client';
import { campaignDonorsKey, nextDonorsOffset, type DonorsPage } from './get-campaign-donors';

/**
 * GET /api/campaigns/family-donors?campid — the donors as the campaign's family (the creator and the
 * co-administrators) sees them, a page at a time (one row more than a page, as the public list asks).
 */
export async function getFamilyDonors(
  campaignId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<DonorsPage> {
  const query = { campid: campaignId, offset, rowscount: PAGE_SIZE + 1 };
  const envelope = await call(familyDonorsRoute, { query }, { signal });
  return { donors: envelope.data.slice(0, PAGE_SIZE), hasMore: envelope.data.length > PAGE_SIZE };
}

/** Under the public list's key, so a new donation refreshes both; the viewer's id keeps accounts apart. */
export const familyDonorsKey = (campaignId: number, viewerId: number) =>
  [...campaignDonorsKey(campaignId), 'family', viewerId] as const;

export function useFamilyDonors(campaignId: number, viewerId: number) {
  return useInfiniteQuery({
    queryKey: familyDonorsKey(campaignId, viewerId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getFamilyDonors(campaignId, pageParam, signal),
    getNextPageParam: nextDonorsOffset,
  });
}
