import { projectsRoute } from '@athar/contract/routes/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@athar/contract/constants';
import { call } from '../../../lib/api-client';

/** GET /api/ngos/projects?ngoid — a charity's projects for its carousel. */
export async function getNgoProjects(ngoId: number, signal?: AbortSignal) {
  const query = { ngoid: ngoId, rowscount: MAX_PAGE_SIZE };
  return (await call(projectsRoute, { query }, { signal })).data;
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
