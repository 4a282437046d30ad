import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@athar/contract/constants';
import type { projectSorts } from '@athar/contract/filters';
import type { Project } from '@athar/contract/projects/projects';
import { apiGet } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';

export type ProjectSort = (typeof projectSorts)[number];

/** GET /api/ngos/projects?categoryid&offset&rowscount&filter — a category's projects, or all of them. */
export async function getProjects(
  params: { offset: number; filter: ProjectSort; categoryId: number | null },
  signal?: AbortSignal,
) {
  const envelope = await apiGet<Project[]>(
    '/api/ngos/projects',
    { categoryid: params.categoryId, offset: params.offset, rowscount: PAGE_SIZE, filter: params.filter },
    { signal },
  );
  return envelope.data;
}

/** Disabled until a category is known when `categoryId` is undefined (the by-category view). */
export function useProjects(filter: ProjectSort, categoryId: number | null | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['choose-projects', filter, categoryId ?? null],
      queryFn: ({ pageParam, signal }) =>
        getProjects({ offset: pageParam, filter, categoryId: categoryId ?? null }, signal),
      initialPageParam: 0,
      getNextPageParam: (lastPage, allPages) => nextOffset(lastPage, allPages),
      enabled: categoryId !== undefined,
    }),
  );
}
