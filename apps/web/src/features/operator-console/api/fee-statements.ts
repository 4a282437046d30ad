import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feeCreditNoteRoute,
  feeDryRunRoute,
  feeStatementsRoute,
  issueFeeStatementsRoute,
  markFeePaidRoute,
} from '@athar/contract/routes/fees';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { useStepUp } from '../components/step-up';
import { operatorCall } from './operator-client';
import { showSensitiveRefusal } from './step-up';

const key = (operatorId: number) => [...OPERATOR_QUERY_KEY, operatorId, 'fee-statements'];

/** GET /api/operator/fee-statements — the latest first, a keyset page at a time (finance, admin). */
export function useFeeStatements(operatorId: number) {
  return useInfiniteQuery({
    queryKey: key(operatorId),
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(feeStatementsRoute, { query: { before: pageParam ?? undefined } }, { signal }),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/** GET /api/operator/fee-statements/dry-run?month — asked only once the operator chose a month. */
export function useFeeDryRun(operatorId: number, month: string | null) {
  return useQuery({
    queryKey: [...key(operatorId), 'dry-run', month],
    queryFn: async ({ signal }) =>
      (await operatorCall(feeDryRunRoute, { query: { month: month! } }, { signal })).data,
    enabled: month !== null,
    meta: { globalError: false },
  });
}

/** After an act: the list asked again, the server's words said. */
function useFeeAct<Input>(
  operatorId: number,
  run: (input: Input) => Promise<{ message: string }>,
  stepUp: boolean,
) {
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: (input: Input) => (stepUp ? withStepUp(() => run(input)) : run(input)),
    meta: { globalError: false },
    onError: showSensitiveRefusal,
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: key(operatorId) });
    },
  });
}

/** POST /api/operator/fee-statements/issue — the month's statements, after a fresh code. */
export const useIssueMonth = (operatorId: number) =>
  useFeeAct(operatorId, (month: string) => operatorCall(issueFeeStatementsRoute, { body: { month } }), true);

/** POST /api/operator/fee-statements/:id/paid — the transfer's reference. */
export const useMarkPaid = (operatorId: number) =>
  useFeeAct(
    operatorId,
    ({ id, reference, paid_at }: { id: number; reference: string; paid_at: string }) =>
      operatorCall(markFeePaidRoute, { params: { id }, body: { reference, paid_at } }),
    false,
  );

/** POST /api/operator/fee-statements/:id/credit-notes — a correction, after a fresh code. */
export const useCreditNote = (operatorId: number) =>
  useFeeAct(
    operatorId,
    ({ id, amount, reason }: { id: number; amount: number; reason: string }) =>
      operatorCall(feeCreditNoteRoute, { params: { id }, body: { amount, reason } }),
    true,
  );
