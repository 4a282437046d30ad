import { projectsRoute } from '@athar/contract/routes/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@athar/contract/constants';
import { call } from '../../../lib/api-client';

/** GET /api/ngos/projects?categoryid — a category's projects with what their campaigns collected. */
export async function getCategoryProjects(categoryId: number, signal?: AbortSignal) {
  const query = { categoryid: categoryId, offset: 0, rowscount: MAX_PAGE_SIZE };
  return (await call(projectsRoute, { query }, { signal })).data;
}

export function useCategoryProjects(categoryId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['impact-projects', categoryId],
      queryFn: ({ signal }) => getCategoryProjects(categoryId ?? 0, signal),
      enabled: categoryId !== null,
    }),
  );
}
