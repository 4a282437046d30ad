import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorProjectTextsRoute, operatorRestoreProjectTextRoute } from '@athar/contract/routes/operator';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { operatorCall } from './operator-client';

const textsKey = (operatorId: number, projectId: number) =>
  [...OPERATOR_QUERY_KEY, operatorId, 'project-texts', projectId] as const;

/** GET /api/operator/projects/:id/texts — any charity's project's approved texts, a page at a time. */
export function useCataloguedProjectTexts(operatorId: number, projectId: number) {
  return useInfiniteQuery({
    queryKey: textsKey(operatorId, projectId),
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(
          operatorProjectTextsRoute,
          { params: { id: projectId }, query: pageParam === null ? {} : { before: pageParam } },
          { signal },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/** POST /api/operator/projects/:id/texts/:version/restore — the older text live again at once. */
export function useRestoreCataloguedText(operatorId: number, projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      operatorCall(operatorRestoreProjectTextRoute, { params: { id: projectId, version } }),
    meta: { globalError: false },
    onSuccess: (envelope) => showSuccess(envelope.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: textsKey(operatorId, projectId) }),
  });
}
