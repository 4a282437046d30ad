import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@athar/contract/constants';
import type { Project } from '@athar/contract/projects/projects';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ngos/projects?categoryid — a category's projects with what their campaigns collected. */
export async function getCategoryProjects(categoryId: number, signal?: AbortSignal) {
  const envelope = await apiGet<Project[]>(
    '/api/ngos/projects',
    { categoryid: categoryId, offset: 0, rowscount: MAX_PAGE_SIZE },
    { signal },
  );
  return envelope.data;
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
