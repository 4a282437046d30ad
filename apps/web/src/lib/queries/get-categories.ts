import { categoriesRoute } from '@athar/contract/routes/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** GET /api/campaigns/categories */
export async function getCategories(signal?: AbortSignal) {
  return (await call(categoriesRoute, {}, { signal })).data;
}

export function useCategories() {
  return useQuery(
    queryOptions({
      queryKey: ['categories'],
      queryFn: ({ signal }) => getCategories(signal),
      staleTime: Infinity,
    }),
  );
}
