import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@athar/contract/constants';
import type { Project } from '@athar/contract/projects/projects';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ngos/projects?ngoid — a charity's projects for its carousel. */
export async function getNgoProjects(ngoId: number, signal?: AbortSignal) {
  return (
    await apiGet<Project[]>('/api/ngos/projects', { ngoid: ngoId, rowscount: MAX_PAGE_SIZE }, { signal })
  ).data;
}

export function useNgoProjects(ngoId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['ngo-projects', ngoId],
      queryFn: ({ signal }) => getNgoProjects(ngoId, signal),
      enabled: ngoId > 0,
    }),
  );
}
