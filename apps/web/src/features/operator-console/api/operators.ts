import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorListItem } from '@athar/contract/operator/operators';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { operatorsRoute, resetFactorRoute, setRolesRoute } from '@athar/contract/routes/operator';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { useStepUp } from '../components/step-up';
import { operatorCall } from './operator-client';
import { showSensitiveRefusal } from './step-up';

const listKey = (operatorId: number) => [...OPERATOR_QUERY_KEY, operatorId, 'operators'];

/** GET /api/operator/operators — every operator, their duties and factor (admins only). */
export function useOperators(operatorId: number) {
  return useQuery({
    queryKey: listKey(operatorId),
    queryFn: async ({ signal }) => (await operatorCall(operatorsRoute, {}, { signal })).data,
    meta: { globalError: false },
  });
}

/**
 * POST /api/operator/operators/:id/factor-reset — after a fresh code (the step-up dialog when the server
 * asks); the list shows the operator's new state and the server's words say what follows.
 */
export function useResetFactor(operatorId: number) {
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: (target: number) =>
      withStepUp(() => operatorCall(resetFactorRoute, { params: { id: target } })),
    meta: { globalError: false },
    onError: showSensitiveRefusal,
    onSuccess: (answer) => {
      const row = firstItem(answer);
      queryClient.setQueryData<OperatorListItem[]>(listKey(operatorId), (list) =>
        list?.map((item) => (item.id === row.id ? row : item)),
      );
      showSuccess(answer.message);
    },
  });
}

/**
 * POST /api/operator/operators/:id/roles — another operator's duties, after a fresh code. Granting admin
 * is refused (409): it goes through an approval (useRequestApproval, `operator.grant_admin`).
 */
export function useSetRoles(operatorId: number) {
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: ({ target, roles }: { target: number; roles: OperatorRole[] }) =>
      withStepUp(() => operatorCall(setRolesRoute, { params: { id: target }, body: { roles } })),
    meta: { globalError: false },
    onSuccess: (answer) => {
      const row = firstItem(answer);
      queryClient.setQueryData<OperatorListItem[]>(listKey(operatorId), (list) =>
        list?.map((item) => (item.id === row.id ? row : item)),
      );
      showSuccess(answer.message);
    },
  });
}
