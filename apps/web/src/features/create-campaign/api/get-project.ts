import { projectsRoute } from '@athar/contract/routes/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, firstItem } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** GET /api/ngos/projects?projectid — the project a campaign is created for (404 when unknown). */
export async function getProject(projectId: number, signal?: AbortSignal) {
  return firstItem(await call(projectsRoute, { query: { projectid: projectId } }, { signal }), 404);
}

export function useProject(projectId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['project', projectId],
      queryFn: ({ signal }) => getProject(projectId, signal),
      enabled: projectId > 0,
      retry: (failures, error) => !(error instanceof ApiError && error.isClientError) && failures < 2,
    }),
  );
}
