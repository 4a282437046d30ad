import { PAGE_SIZE } from '@athar/contract/constants';

/** For useInfiniteQuery: the next offset, or undefined once a page came back short. */
export function nextOffset<T>(lastPage: T[], allPages: T[][], pageSize = PAGE_SIZE): number | undefined {
  return lastPage.length < pageSize ? undefined : allPages.reduce((sum, page) => sum + page.length, 0);
}
