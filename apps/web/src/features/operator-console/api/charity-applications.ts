import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  APPLICATION_FILTERS,
  ApplicationDecisionBody,
} from '@athar/contract/applications/operator-applications';
import {
  applicationDecisionRoute,
  applicationDocumentRoute,
  operatorApplicationRoute,
  operatorApplicationsRoute,
} from '@athar/contract/routes/applications';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { useStepUp } from '../components/step-up';
import { operatorCall, operatorDownload } from './operator-client';
import { showSensitiveRefusal } from './step-up';

export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

const applicationsKey = (operatorId: number) => [...OPERATOR_QUERY_KEY, operatorId, 'applications'];

/** GET /api/operator/charity-applications — newest first, a keyset page at a time (`next_before`). */
export function useApplications(operatorId: number, status: ApplicationFilter) {
  return useInfiniteQuery({
    queryKey: [...applicationsKey(operatorId), 'list', status],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(
          operatorApplicationsRoute,
          { query: { status, before: pageParam ?? undefined } },
          { signal },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/** GET /api/operator/charity-applications/:id — one application with its documents. */
export function useApplication(operatorId: number, id: number) {
  return useQuery({
    queryKey: [...applicationsKey(operatorId), 'one', id],
    queryFn: async ({ signal }) =>
      firstItem(await operatorCall(operatorApplicationRoute, { params: { id } }, { signal })),
    meta: { globalError: false },
  });
}

/**
 * GET /api/operator/charity-applications/:id/documents/:documentId — fetched with the session (the
 * server writes the view in the audit log) and handed to the browser as a file: no public URL of it
 * exists, and the app's own policy (no plugins, `object-src 'none'`) never renders it.
 */
export async function downloadApplicationDocument(id: number, documentId: number): Promise<void> {
  const { blob, fileName } = await operatorDownload(applicationDocumentRoute, { params: { id, documentId } });
  saveFile(blob, fileName ?? `document-${documentId}`);
}

/** POST /api/operator/charity-applications/:id/decision — approve, ask for changes or refuse (a fresh code first). */
export function useApplicationDecision(operatorId: number, id: number) {
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: (body: ApplicationDecisionBody) =>
      withStepUp(() => operatorCall(applicationDecisionRoute, { params: { id }, body })),
    meta: { globalError: false },
    onError: showSensitiveRefusal,
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: applicationsKey(operatorId) });
    },
  });
}
