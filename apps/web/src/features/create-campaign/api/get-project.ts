import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@athar/contract/projects/projects';
import { apiGet } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** GET /api/ngos/projects?projectid — the project a campaign is created for (404 when unknown). */
export async function getProject(projectId: number, signal?: AbortSignal) {
  const envelope = await apiGet<Project[]>('/api/ngos/projects', { projectid: projectId }, { signal });
  const project = envelope.data[0];
  if (envelope.status !== 1 || !project) throw new ApiError(404, envelope.status, envelope.message);
  return project;
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
