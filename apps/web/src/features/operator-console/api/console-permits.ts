import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CONSOLE_PERMIT_FILTERS } from '@athar/contract/operator/console-permits';
import { operatorPermitsRoute, permitDecisionRoute } from '@athar/contract/routes/operator';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { useStepUp } from '../components/step-up';
import { operatorCall } from './operator-client';
import { showSensitiveRefusal } from './step-up';

export type PermitFilter = (typeof CONSOLE_PERMIT_FILTERS)[number];

const permitsKey = (operatorId: number) => [...OPERATOR_QUERY_KEY, operatorId, 'permits'];

/** GET /api/operator/permits?status= — every charity's permits of one kind, a keyset page at a time (onboarding and admin). */
export function useConsolePermits(operatorId: number, status: PermitFilter) {
  return useInfiniteQuery({
    queryKey: [...permitsKey(operatorId), status],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(
          operatorPermitsRoute,
          { query: { status, before: pageParam ?? undefined } },
          { signal },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/** POST /api/operator/permits/:id/decision — a charity's request approved or rejected (a fresh code first). */
export function usePermitDecision(operatorId: number) {
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      withStepUp(() => operatorCall(permitDecisionRoute, { params: { id }, body: { decision } })),
    meta: { globalError: false },
    onError: showSensitiveRefusal,
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: permitsKey(operatorId) });
    },
  });
}
