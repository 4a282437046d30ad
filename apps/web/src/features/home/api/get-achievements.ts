import { achievementsRoute } from '@athar/contract/routes/about';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/about/achievements — reads data[0]. */
export async function getAchievements(signal?: AbortSignal) {
  return (await call(achievementsRoute, {}, { signal })).data[0] ?? null;
}

export function useAchievements() {
  return useQuery(
    queryOptions({ queryKey: ['achievements'], queryFn: ({ signal }) => getAchievements(signal) }),
  );
}
