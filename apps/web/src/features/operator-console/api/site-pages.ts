import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SitePage } from '@athar/contract/about/site-content';
import type { RestoreSitePageBody, SaveSitePageBody } from '@athar/contract/operator/site-content';
import {
  operatorSitePageRoute,
  operatorSitePagesRoute,
  restoreSitePageRoute,
  saveSitePageRoute,
} from '@athar/contract/routes/operator';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { operatorCall } from './operator-client';

const contentKey = (operatorId: number) => [...OPERATOR_QUERY_KEY, operatorId, 'content'];

/** GET /api/operator/site-pages — every content page with its current version. */
export function useSitePages(operatorId: number) {
  return useQuery({
    queryKey: [...contentKey(operatorId), 'pages'],
    queryFn: async ({ signal }) => (await operatorCall(operatorSitePagesRoute, {}, { signal })).data,
    meta: { globalError: false },
  });
}

/** GET /api/operator/site-pages/:page — its versions, newest first. */
export function useConsoleSitePage(operatorId: number, page: SitePage) {
  return useQuery({
    queryKey: [...contentKey(operatorId), 'page', page],
    queryFn: async ({ signal }) =>
      firstItem(await operatorCall(operatorSitePageRoute, { params: { page } }, { signal })),
    meta: { globalError: false },
  });
}

/** A save or a restore: the console's copy and the visitors' page (in this browser) are asked again. */
function useNewVersion<T>(
  operatorId: number,
  page: SitePage,
  send: (body: T) => Promise<{ message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      void queryClient.invalidateQueries({
        queryKey: page.startsWith('faq_') ? ['faq'] : ['site-page', page],
      });
      return queryClient.invalidateQueries({ queryKey: contentKey(operatorId) });
    },
  });
}

export const useSaveSitePage = (operatorId: number, page: SitePage) =>
  useNewVersion(operatorId, page, (body: SaveSitePageBody) =>
    operatorCall(saveSitePageRoute, { params: { page }, body }),
  );

export const useRestoreSitePage = (operatorId: number, page: SitePage) =>
  useNewVersion(operatorId, page, (body: RestoreSitePageBody) =>
    operatorCall(restoreSitePageRoute, { params: { page }, body }),
  );
