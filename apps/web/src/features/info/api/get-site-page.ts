import type { SitePage } from '@athar/contract/about/site-content';
import { sitePageRoute } from '@athar/contract/routes/about';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, firstItem } from '../../../lib/api-client';

/** The query key of a content page's current text; the console drops it when it saves one. */
export const sitePageKey = (page: SitePage) => ['site-page', page] as const;

/** GET /api/about/pages/:page — the page's current version (docs/decisions/040). */
export async function getSitePage(page: SitePage, signal?: AbortSignal) {
  return firstItem(await call(sitePageRoute, { params: { page } }, { signal }));
}

export function useSitePage(page: SitePage) {
  return useQuery(
    queryOptions({ queryKey: sitePageKey(page), queryFn: ({ signal }) => getSitePage(page, signal) }),
  );
}
