import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { charityProjectTextsRoute, charityRestoreProjectTextRoute } from '@athar/contract/routes/charity';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { projectDraftsKey } from './project-drafts';
import { staffCall } from './staff-client';

const textsKey = (projectId: number) => [...CONSOLE_QUERY_KEY, 'project-texts', projectId] as const;

/** GET /api/charity/projects/:id/texts — the project's approved texts, newest first, a page at a time. */
export function useProjectTexts(projectId: number) {
  return useInfiniteQuery({
    queryKey: textsKey(projectId),
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await staffCall(
          charityProjectTextsRoute,
          { params: { id: projectId }, query: pageParam === null ? {} : { before: pageParam } },
          { signal },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/** POST /api/charity/projects/:id/texts/:version/restore — the older text sent for review. */
export function useRestoreProjectText(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      staffCall(charityRestoreProjectTextRoute, { params: { id: projectId, version } }),
    meta: { globalError: false },
    onSuccess: (envelope) => showSuccess(envelope.message),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: textsKey(projectId) });
      await queryClient.invalidateQueries({ queryKey: projectDraftsKey });
    },
  });
}
