import { useQuery } from '@tanstack/react-query';
import { operatorOverviewRoute } from '@athar/contract/routes/operator';
import { firstItem } from '../../../lib/api-client';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { operatorCall } from './operator-client';

/** GET /api/operator/overview — permits running out, charities without one, overdue cash. */
export function useOperatorOverview(operatorId: number) {
  return useQuery({
    queryKey: [...OPERATOR_QUERY_KEY, operatorId, 'overview'],
    queryFn: async ({ signal }) => firstItem(await operatorCall(operatorOverviewRoute, {}, { signal })),
    meta: { globalError: false },
  });
}
