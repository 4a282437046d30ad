import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorListItem } from '@athar/contract/operator/operators';
import type { InviteOperatorBody } from '@athar/contract/operator/team';
import {
  disableOperatorRoute,
  enableOperatorRoute,
  inviteOperatorRoute,
  operatorSetPasswordRoute,
} from '@athar/contract/routes/operator';
import { showSuccess } from '../../../lib/alerts';
import { call, firstItem } from '../../../lib/api-client';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { useStepUp } from '../components/step-up';
import { operatorCall } from './operator-client';

const listKey = (operatorId: number) => [...OPERATOR_QUERY_KEY, operatorId, 'operators'];

/** Puts the row the server answered into the operators' list (a new one at its end). */
function useShowRow(operatorId: number) {
  const queryClient = useQueryClient();
  return (answer: { status: number; message: string; data: readonly OperatorListItem[] }) => {
    const row = firstItem(answer);
    queryClient.setQueryData<OperatorListItem[]>(listKey(operatorId), (list) =>
      list?.some((item) => item.id === row.id)
        ? list.map((item) => (item.id === row.id ? row : item))
        : [...(list ?? []), row],
    );
    if (answer.message) showSuccess(answer.message);
  };
}

/**
 * POST /api/operator/operators — invites an operator, or mails a fresh link to one still waiting
 * (after a fresh code: the step-up dialog when the server asks).
 */
export function useInviteOperator(operatorId: number) {
  const withStepUp = useStepUp();
  const showRow = useShowRow(operatorId);
  return useMutation({
    mutationFn: (body: InviteOperatorBody) => withStepUp(() => operatorCall(inviteOperatorRoute, { body })),
    meta: { globalError: false },
    onSuccess: showRow,
  });
}

/** POST /api/operator/operators/:id/disable or …/enable — with a reason, after a fresh code. */
export function useOperatorAccess(operatorId: number) {
  const withStepUp = useStepUp();
  const showRow = useShowRow(operatorId);
  return useMutation({
    mutationFn: ({ target, disable, reason }: { target: number; disable: boolean; reason: string }) =>
      withStepUp(() =>
        operatorCall(disable ? disableOperatorRoute : enableOperatorRoute, {
          params: { id: target },
          body: { reason },
        }),
      ),
    meta: { globalError: false },
    onSuccess: showRow,
  });
}

/** POST /api/operator/auth/set-password?token — the invitation link chooses the password, once. */
export function useSetOperatorPassword(token: string) {
  return useMutation({
    mutationFn: async (password: string) =>
      (
        await call(
          operatorSetPasswordRoute,
          { query: { token }, body: { password } },
          { bearer: null, redirectOnUnauthorized: false },
        )
      ).message,
    meta: { globalError: false },
  });
}
