import { projectsRoute } from '@athar/contract/routes/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/ngos/projects?featured=1 — the home page's featured projects, in the operators' order. */
export async function getFeaturedProjects(signal?: AbortSignal) {
  return (await call(projectsRoute, { query: { featured: '1' as const } }, { signal })).data;
}

export function useFeaturedProjects() {
  return useQuery(
    queryOptions({
      queryKey: ['featured-projects'],
      queryFn: ({ signal }) => getFeaturedProjects(signal),
      meta: { globalError: false },
    }),
  );
}
