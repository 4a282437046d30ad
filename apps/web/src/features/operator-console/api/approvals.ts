import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalAction, APPROVAL_STATUSES } from '@athar/contract/operator/approvals';
import {
  approvalsRoute,
  approveRoute,
  rejectApprovalRoute,
  requestApprovalRoute,
} from '@athar/contract/routes/operator';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { useStepUp } from '../components/step-up';
import { operatorCall } from './operator-client';
import { showSensitiveRefusal } from './step-up';

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

const approvalsKey = (operatorId: number) => [...OPERATOR_QUERY_KEY, operatorId, 'approvals'];

/** GET /api/operator/approvals?status= — the requests of one state, a keyset page at a time (admin and onboarding). */
export function useApprovals(operatorId: number, status: ApprovalStatus) {
  return useInfiniteQuery({
    queryKey: [...approvalsKey(operatorId), status],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(approvalsRoute, { query: { status, before: pageParam ?? undefined } }, { signal }),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/** Every console list an approval may change: the approvals, the operators, the permits. */
function useRefreshAfterApproval(operatorId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...OPERATOR_QUERY_KEY, operatorId] });
}

/** POST /api/operator/approvals — asks a second operator to carry an act out (a fresh code first). */
export function useRequestApproval(operatorId: number) {
  const refresh = useRefreshAfterApproval(operatorId);
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: (body: { action: ApprovalAction; object_id: number; reason: string }) =>
      withStepUp(() => operatorCall(requestApprovalRoute, { body })),
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return refresh();
    },
  });
}

/**
 * POST /api/operator/approvals/:id/approve (a fresh code first) or /:id/reject (another operator
 * refuses it, or its requester withdraws it, with an optional note).
 */
export function useDecideApproval(operatorId: number) {
  const refresh = useRefreshAfterApproval(operatorId);
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: (decision: { id: number; approve: true } | { id: number; approve: false; note?: string }) =>
      withStepUp(() =>
        decision.approve
          ? operatorCall(approveRoute, { params: { id: decision.id } })
          : operatorCall(rejectApprovalRoute, {
              params: { id: decision.id },
              body: decision.note ? { note: decision.note } : {},
            }),
      ),
    meta: { globalError: false },
    onError: showSensitiveRefusal,
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return refresh();
    },
  });
}
