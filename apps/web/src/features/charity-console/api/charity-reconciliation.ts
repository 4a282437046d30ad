import { queryOptions, useQuery } from '@tanstack/react-query';
import { charityReconciliationRoute } from '@athar/contract/routes/settlement';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

/** GET /api/charity/reconciliation — the charity's matching by channel, open exceptions, overdue cash. */
export function useCharityReconciliation() {
  return useQuery(
    queryOptions({
      queryKey: [...CONSOLE_QUERY_KEY, 'reconciliation'],
      queryFn: async ({ signal }) => (await staffCall(charityReconciliationRoute, {}, { signal })).data[0]!,
      meta: { globalError: false },
    }),
  );
}
