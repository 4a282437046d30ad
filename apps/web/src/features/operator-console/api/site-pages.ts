import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SitePage } from '@athar/contract/about/site-content';
import type {
  ConsoleSitePage,
  RestoreSitePageBody,
  SaveSitePageBody,
} from '@athar/contract/operator/site-content';
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

const pageKey = (operatorId: number, page: SitePage) => [...contentKey(operatorId), 'page', page];

/** GET /api/operator/site-pages/:page — its versions, newest first. */
export function useConsoleSitePage(operatorId: number, page: SitePage) {
  return useQuery({
    queryKey: pageKey(operatorId, page),
    queryFn: async ({ signal }) =>
      firstItem(await operatorCall(operatorSitePageRoute, { params: { page } }, { signal })),
    meta: { globalError: false },
  });
}

/** A save or a restore: the console shows the answer; the list and the visitors' page (in this browser) are asked again. */
function useNewVersion<T>(
  operatorId: number,
  page: SitePage,
  send: (body: T) => Promise<{ status: number; message: string; data: ConsoleSitePage[] }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      // the answer is the page as it now stands: the editor and the history show it without a round trip
      queryClient.setQueryData(pageKey(operatorId, page), firstItem(answer));
      void queryClient.invalidateQueries({
        queryKey: page.startsWith('faq_') ? ['faq'] : ['site-page', page],
      });
      return queryClient.invalidateQueries({ queryKey: [...contentKey(operatorId), 'pages'] });
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
