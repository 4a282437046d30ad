import { searchRoute } from '@athar/contract/routes/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from '@athar/contract/constants';
import { call } from '../../../lib/api-client';

/** GET /api/search?text&rowscount=20 */
export async function searchEverything(text: string, signal?: AbortSignal) {
  return (await call(searchRoute, { query: { text, rowscount: SEARCH_MAX_RESULTS } }, { signal })).data;
}

/** Runs only from 3 characters (PRODUCT.md §5 Search). */
export function useSearch(text: string) {
  return useQuery(
    queryOptions({
      queryKey: ['search', text],
      queryFn: ({ signal }) => searchEverything(text, signal),
      enabled: text.length >= SEARCH_MIN_CHARS,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}
