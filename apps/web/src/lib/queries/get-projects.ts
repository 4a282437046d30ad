import { projectsRoute } from '@athar/contract/routes/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@athar/contract/constants';
import type { projectSorts } from '@athar/contract/filters';
import type { SadaqaKind } from '@athar/contract/projects/labels';
import { call } from '../api-client';
import { nextOffset } from '../paging';

export type ProjectSort = (typeof projectSorts)[number];

export interface ProjectsFilter {
  filter: ProjectSort;
  search?: string;
  /** a category's projects; null for all of them; undefined while the category is not known yet */
  categoryId: number | null | undefined;
  /** docs/decisions/018: only projects of this kind; all kinds when undefined */
  kind?: SadaqaKind;
  /** docs/decisions/018: only projects zakat may be given to */
  zakatOnly?: boolean;
}

/** GET /api/ngos/projects?categoryid&offset&rowscount&filter&search (all projects without categoryid). */
export async function getProjects(params: ProjectsFilter & { offset: number }, signal?: AbortSignal) {
  const query = {
    categoryid: params.categoryId ?? undefined,
    offset: params.offset,
    rowscount: PAGE_SIZE,
    filter: params.filter,
    search: params.search,
    kind: params.kind,
    zakat: params.zakatOnly ? ('1' as const) : undefined,
  };
  return (await call(projectsRoute, { query }, { signal })).data;
}

/** Pages of projects with load more; waits while `categoryId` is undefined. */
export function useProjects({ filter, search = '', categoryId, kind, zakatOnly = false }: ProjectsFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['projects', filter, search, categoryId ?? null, kind ?? null, zakatOnly],
      queryFn: ({ pageParam, signal }) =>
        getProjects({ offset: pageParam, filter, search, categoryId, kind, zakatOnly }, signal),
      initialPageParam: 0,
      getNextPageParam: (lastPage, allPages) => nextOffset(lastPage, allPages),
      enabled: categoryId !== undefined,
    }),
  );
}
