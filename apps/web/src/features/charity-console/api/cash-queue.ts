import { cashQueueRoute } from '@athar/contract/routes/charity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import { useStaffSession } from '../../../lib/staff-session';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { keepCashQueue } from '../kept-cash-queue';
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

/** The queue from the server; each answer is also kept on the phone for when the connection drops. */
export function useCashQueue(filter: QueueFilter) {
  const staff = useStaffSession();
  return useQuery(
    queryOptions({
      queryKey: [...cashQueueKey, filter],
      queryFn: async ({ signal }) => {
        const items = await getCashQueue(filter, signal);
        if (staff) keepCashQueue(staff, filter, items);
        return items;
      },
      refetchInterval: REFRESH_MS,
      // offline, the call fails at once and the page shows the kept queue; paused, it would show its
      // skeleton until the connection came back
      networkMode: 'always',
      // the page shows the failure in place of the list
      meta: { globalError: false },
    }),
  );
}
