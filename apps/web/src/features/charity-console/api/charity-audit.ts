import { charityAuditRoute } from '@athar/contract/routes/charity';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CharityAuditEntry } from '@athar/contract/charity/audit';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

const PAGE = 30;

/** A page as the console's lists take one: its entries as `items`. */
export interface AuditPage {
  items: CharityAuditEntry[];
  next_before: number | null;
}

/** GET /api/charity/audit?before&limit — a page of the charity's slice, newest first. */
export async function getCharityAudit(before: number | null, signal?: AbortSignal): Promise<AuditPage> {
  const query = before === null ? { limit: PAGE } : { limit: PAGE, before };
  const page = (await staffCall(charityAuditRoute, { query }, { signal })).data[0];
  return { items: page?.entries ?? [], next_before: page?.next_before ?? null };
}

export function useCharityAudit() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...CONSOLE_QUERY_KEY, 'audit'],
      queryFn: ({ pageParam, signal }) => getCharityAudit(pageParam, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (page) => page.next_before,
      // the page shows the failure in place of the list
      meta: { globalError: false },
    }),
  );
}
