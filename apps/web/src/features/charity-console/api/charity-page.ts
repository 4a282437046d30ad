import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharityNameBody, CharityPageBody } from '@athar/contract/charity/charity-page';
import {
  charityLogoRoute,
  charityPageRoute,
  editCharityPageRoute,
  proposeCharityNameRoute,
} from '@athar/contract/routes/charity';
import { showSuccess } from '../../../lib/alerts';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

const pageKey = [...CONSOLE_QUERY_KEY, 'page'] as const;

/** GET /api/charity/page — the page as it stands, with a name change waiting if any. */
export function useCharityPage() {
  return useQuery(
    queryOptions({
      queryKey: pageKey,
      queryFn: async ({ signal }) => (await staffCall(charityPageRoute, {}, { signal })).data[0]!,
      meta: { globalError: false },
    }),
  );
}

function usePageCall<T>(send: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { globalError: false },
    onSuccess: (envelope) => showSuccess(envelope.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageKey }),
  });
}

/** PUT /api/charity/page — the description. */
export const useSaveDescription = () =>
  usePageCall((body: CharityPageBody) => staffCall(editCharityPageRoute, { body }));

/** PUT /api/charity/page/logo — multipart. */
export const useUploadLogo = () =>
  usePageCall((form: FormData) => staffCall(charityLogoRoute, { body: form }));

/** POST /api/charity/page/name — a new name for the operators to approve. */
export const useProposeName = () =>
  usePageCall((body: CharityNameBody) => staffCall(proposeCharityNameRoute, { body }));
