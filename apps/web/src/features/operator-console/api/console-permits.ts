import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermitCollected } from '@athar/contract/charity/permit-collected';
import type { CONSOLE_PERMIT_FILTERS, PermitDecisionBody } from '@athar/contract/operator/console-permits';
import {
  operatorPermitCollectedRoute,
  operatorPermitCsvRoute,
  operatorPermitDocumentRoute,
  operatorPermitPdfRoute,
  operatorPermitsRoute,
  permitDecisionRoute,
} from '@athar/contract/routes/operator';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { permitCollectedMessages } from '../../../lib/messages/permit-collected';
import { saveFile } from '../../../lib/save-file';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { useStepUp } from '../components/step-up';
import { operatorCall, operatorDownload } from './operator-client';
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

/**
 * POST /api/operator/permits/:id/decision — a charity's request approved, or rejected with a reason
 * (a fresh code first).
 */
export function usePermitDecision(operatorId: number) {
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PermitDecisionBody }) =>
      withStepUp(() => operatorCall(permitDecisionRoute, { params: { id }, body })),
    meta: { globalError: false },
    onError: showSensitiveRefusal,
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: permitsKey(operatorId) });
    },
  });
}

/** GET …/:id/collected — what was confirmed under a permit, once its section is opened. */
export function useConsolePermitCollected(operatorId: number, id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...permitsKey(operatorId), id, 'collected'],
    queryFn: async ({ signal }): Promise<PermitCollected> =>
      firstItem(await operatorCall(operatorPermitCollectedRoute, { params: { id } }, { signal })),
    enabled,
    meta: { globalError: false },
  });
}

const FILES = {
  csv: { route: operatorPermitCsvRoute, accept: 'text/csv' },
  pdf: { route: operatorPermitPdfRoute, accept: 'application/pdf' },
} as const;

/** The permit's report for the Ministry as CSV or PDF, saved under the server's name. */
export function useConsolePermitReport() {
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: keyof typeof FILES }) => {
      const { route, accept } = FILES[file];
      const { blob, fileName } = await operatorDownload(
        route,
        { params: { id } },
        { headers: { Accept: accept } },
      );
      saveFile(blob, fileName ?? `permit-${id}.${file}`);
    },
    onSuccess: () => showSuccess(permitCollectedMessages.downloaded),
  });
}

/** GET …/:id/document — the request's document (each opening is in the audit log), saved to open. */
export function useConsolePermitDocument() {
  return useMutation({
    mutationFn: async (id: number) => {
      const { blob, fileName } = await operatorDownload(operatorPermitDocumentRoute, { params: { id } });
      saveFile(blob, fileName ?? `permit-${id}`);
    },
    meta: { globalError: false },
  });
}
