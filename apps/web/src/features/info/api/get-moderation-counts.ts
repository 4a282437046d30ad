import { moderationCountsRoute } from '@athar/contract/routes/about';
import type { MonthlyModerationCount } from '@athar/contract/moderation/monthly-counts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/about/moderation-counts — the last 12 Cairo months of reports and outcomes, newest first. */
export async function getModerationCounts(signal?: AbortSignal): Promise<MonthlyModerationCount[]> {
  return (await call(moderationCountsRoute, {}, { signal })).data;
}

export function useModerationCounts() {
  return useQuery(
    queryOptions({ queryKey: ['moderation-counts'], queryFn: ({ signal }) => getModerationCounts(signal) }),
  );
}
