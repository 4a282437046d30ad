import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KhatmaView, ReserveJuzInput } from '@athar/contract/remembrance/khatma';
import {
  khatmaRoute,
  markJuzReadRoute,
  markReadByLinkRoute,
  openKhatmaRoute,
  reserveJuzRoute,
} from '@athar/contract/routes/remembrance-khatma';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { readKhatmaReader, saveKhatmaReader, saveKhatmaSecret } from './khatma-secrets';
import { campaignDetailsKey } from './get-campaign-details';

/** The viewer's id is in the key: a logged-in reader sees their own ajza' marked. */
export const khatmaKey = (campaignId: number, viewerId: number) => ['khatma', campaignId, viewerId] as const;

/** GET /api/campaigns/khatma?campid — the campaign's latest khatma (null before the first). */
export function useKhatma(campaignId: number) {
  const viewerId = useSession()?.user_id ?? 0;
  return useQuery({
    queryKey: khatmaKey(campaignId, viewerId),
    queryFn: async ({ signal }): Promise<KhatmaView> =>
      (await call(khatmaRoute, { query: { campid: campaignId } }, { signal })).data,
    meta: { globalError: false },
  });
}

/** The khatma, and the campaign's details, which say whether one is open (the page's notice). */
function useRefreshKhatma(campaignId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['khatma', campaignId] }),
      queryClient.invalidateQueries({ queryKey: campaignDetailsKey(campaignId) }),
    ]);
}

/** POST /api/campaigns/khatma: the family opens the first khatma, or the next one. */
export function useOpenKhatma(campaignId: number) {
  const refresh = useRefreshKhatma(campaignId);
  return useMutation({
    meta: { globalError: false },
    mutationFn: async () => (await call(openKhatmaRoute, { body: { campid: campaignId } })).message,
    onSettled: refresh,
  });
}

/**
 * POST /api/khatmas/:khatma_id/parts/:juz: reserves the juz and keeps its secret in this browser, with
 * the reader token the server counts this browser's unread ajza' by (sent with each reservation).
 */
export function useReserveJuz(campaignId: number) {
  const refresh = useRefreshKhatma(campaignId);
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (input: { khatmaId: number; juz: number; body: ReserveJuzInput }) => {
      const envelope = await call(reserveJuzRoute, {
        params: { khatma_id: input.khatmaId, juz: input.juz },
        body: { ...input.body, reader: readKhatmaReader() },
      });
      saveKhatmaSecret(envelope.data.khatma_id, envelope.data.juz, envelope.data.secret);
      saveKhatmaReader(envelope.data.reader);
      return envelope.message;
    },
    // a juz someone else took first shows as taken at once
    onSettled: refresh,
  });
}

/** POST /api/khatmas/:khatma_id/parts/:juz/read with the juz's secret (or as the account that reserved it). */
export function useMarkJuzRead(campaignId: number) {
  const refresh = useRefreshKhatma(campaignId);
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (input: { khatmaId: number; juz: number; secret: string | undefined }) =>
      (
        await call(markJuzReadRoute, {
          params: { khatma_id: input.khatmaId, juz: input.juz },
          body: input.secret === undefined ? {} : { secret: input.secret },
        })
      ).message,
    onSettled: refresh,
  });
}

/**
 * POST /api/khatmas/read-link: the press on a reservation's «read» link (issue 35), from any device;
 * answers the server's words (marked, or read already).
 */
export function useMarkReadByLink(campaignId: number) {
  const refresh = useRefreshKhatma(campaignId);
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (token: string) =>
      (await call(markReadByLinkRoute, { body: { campid: campaignId, token } })).message,
    onSettled: refresh,
  });
}
