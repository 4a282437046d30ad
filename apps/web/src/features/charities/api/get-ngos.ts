import { ngoDetailsRoute } from '@athar/contract/routes/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@athar/contract/constants';
import type { NgoListItem } from '@athar/contract/ngos/details';
import { call } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';

/** GET /api/ngos/details?offset&rowscount&search — a page of charities. */
export async function getNgos(params: { offset: number; search: string }, signal?: AbortSignal) {
  const query = { offset: params.offset, rowscount: PAGE_SIZE, search: params.search };
  return (await call(ngoDetailsRoute, { query }, { signal })).data as NgoListItem[];
}

export function useNgos(search: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['ngos', search],
      queryFn: ({ pageParam, signal }) => getNgos({ offset: pageParam, search }, signal),
      initialPageParam: 0,
      getNextPageParam: (lastPage, allPages) => nextOffset(lastPage, allPages),
    }),
  );
}
