import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@athar/contract/campaigns/categories';
import { apiGet } from '../lib/api-client';

/** GET /api/campaigns/categories */
export async function getCategories(signal?: AbortSignal) {
  return (await apiGet<Category[]>('/api/campaigns/categories', undefined, { signal })).data;
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
