import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  overdueCashDepositsRoute,
  resolveSettlementExceptionRoute,
  settlementExceptionsCsvRoute,
  settlementExceptionsRoute,
  settlementImportsRoute,
  uploadSettlementRoute,
} from '@athar/contract/routes/settlement';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { operatorCall, operatorDownload } from './operator-client';

const key = (operatorId: number) => [...OPERATOR_QUERY_KEY, operatorId, 'settlement'];

/** GET /api/operator/settlement/imports — the files imported, the latest first (finance, admin). */
export function useSettlementImports(operatorId: number) {
  return useInfiniteQuery({
    queryKey: [...key(operatorId), 'imports'],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(settlementImportsRoute, { query: { before: pageParam ?? undefined } }, { signal }),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/** GET /api/operator/settlement/exceptions — the open exceptions, the latest first. */
export function useSettlementExceptions(operatorId: number) {
  return useInfiniteQuery({
    queryKey: [...key(operatorId), 'exceptions'],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(
          settlementExceptionsRoute,
          { query: { before: pageParam ?? undefined } },
          { signal },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/** GET /api/operator/cash-deposits/overdue — cash collected and not deposited after 7 days. */
export function useOverdueCash(operatorId: number) {
  return useQuery({
    queryKey: [...key(operatorId), 'overdue-cash'],
    queryFn: async ({ signal }) => (await operatorCall(overdueCashDepositsRoute, {}, { signal })).data,
    meta: { globalError: false },
  });
}

/** After an upload or a resolution: both lists asked again, the server's words said. */
function useSettlementAct<Input>(operatorId: number, run: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: key(operatorId) });
    },
  });
}

/** POST /api/operator/settlement/imports — the file in a multipart form (`file`); a statement's charity. */
export const useUploadSettlement = (operatorId: number) =>
  useSettlementAct(operatorId, ({ file, charity }: { file: File; charity: string }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const query = charity.trim() === '' ? {} : { charity: charity.trim() };
    return operatorCall(uploadSettlementRoute, { query, body: form });
  });

/** POST /api/operator/settlement/exceptions/:id/resolve — finance's note. */
export const useResolveException = (operatorId: number) =>
  useSettlementAct(operatorId, ({ id, note }: { id: number; note: string }) =>
    operatorCall(resolveSettlementExceptionRoute, { params: { id }, body: { note } }),
  );

/** GET /api/operator/settlement/exceptions.csv — saved as the server names it. */
export async function downloadExceptions(): Promise<void> {
  const { blob, fileName } = await operatorDownload(settlementExceptionsCsvRoute, {});
  saveFile(blob, fileName ?? 'settlement-exceptions.csv');
}
