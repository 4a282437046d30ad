import { charityDonationsRoute } from '@athar/contract/routes/charity';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@athar/contract/constants';
import type { CharityDonationsPage, CharityDonationsQuery } from '@athar/contract/charity/records';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { nextRecordsOffset } from './records-paging';
import { staffCall } from './staff-client';

export type DonationsFilter = Pick<CharityDonationsQuery, 'from' | 'to' | 'type' | 'include_refunded'>;

/**
 * GET /api/charity/donations?from&to&type&include_refunded&offset&rowscount — a page with the whole
 * range's totals, overall and per channel.
 */
export async function getCharityDonations(
  filter: DonationsFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<CharityDonationsPage> {
  const query = { ...filter, offset, rowscount: PAGE_SIZE };
  const envelope = await staffCall(charityDonationsRoute, { query }, { signal });
  return envelope.data[0] ?? { total_count: 0, total_amount: 0, per_channel: [], items: [] };
}

/** Donations a page at a time; `enabled` is false while the chosen range is not valid. */
export function useCharityDonations(filter: DonationsFilter, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...CONSOLE_QUERY_KEY, 'donations', filter],
      queryFn: ({ pageParam, signal }) => getCharityDonations(filter, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: nextRecordsOffset,
      enabled,
      meta: { globalError: false },
    }),
  );
}
