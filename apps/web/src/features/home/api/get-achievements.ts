import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Achievements } from '@athar/contract/about/achievements';
import { apiGet } from '../../../lib/api-client';

/** GET /api/about/achievements — reads data[0]. */
export async function getAchievements(signal?: AbortSignal) {
  return (await apiGet<Achievements[]>('/api/about/achievements', undefined, { signal })).data[0] ?? null;
}

export function useAchievements() {
  return useQuery(
    queryOptions({ queryKey: ['achievements'], queryFn: ({ signal }) => getAchievements(signal) }),
  );
}
