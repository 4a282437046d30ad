import { cashQueueRoute } from '@athar/contract/routes/charity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

/** The 72-hour clocks move: the queue refreshes itself while it stays open. */
const REFRESH_MS = 5 * 60 * 1000;

export interface QueueFilter {
  city?: number;
  area?: number;
}

/** GET /api/charity/cash-queue?city&area — the charity's pending cash donations, oldest first. */
export async function getCashQueue(filter: QueueFilter, signal?: AbortSignal): Promise<CashQueueItem[]> {
  const query = { city: filter.city, area: filter.area };
  return (await staffCall(cashQueueRoute, { query }, { signal })).data;
}

export const cashQueueKey = [...CONSOLE_QUERY_KEY, 'cash-queue'] as const;

export function useCashQueue(filter: QueueFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...cashQueueKey, filter],
      queryFn: ({ signal }) => getCashQueue(filter, signal),
      refetchInterval: REFRESH_MS,
      // the page shows the failure in place of the list
      meta: { globalError: false },
    }),
  );
}
