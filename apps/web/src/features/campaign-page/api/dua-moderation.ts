import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideDuaRoute, duaSettingsRoute, pendingDuasRoute } from '@athar/contract/routes/remembrance-duas';
import { showSuccess } from '../../../lib/alerts';
import { call } from '../../../lib/api-client';
import { campaignDuasKey } from './get-duas';

export const pendingDuasKey = (campaignId: number) => ['campaign-duas-pending', campaignId] as const;

/** GET /api/campaigns/duas/pending — the family's list and setting; asked only when the viewer manages the campaign. */
export function usePendingDuas(campaignId: number, enabled: boolean) {
  return useQuery({
    queryKey: pendingDuasKey(campaignId),
    queryFn: async ({ signal }) =>
      (await call(pendingDuasRoute, { query: { campid: campaignId } }, { signal })).data,
    enabled,
    meta: { globalError: false },
  });
}

/** Shows or hides a dua, then reloads both the wall and the family's list. */
export function useDecideDua(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ duaId, status }: { duaId: number; status: 'shown' | 'hidden' }) => {
      const envelope = await call(decideDuaRoute, { params: { duaid: duaId }, body: { status } });
      showSuccess(envelope.message);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingDuasKey(campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignDuasKey(campaignId) }),
      ]),
  });
}

/** Turns the family's approval on or off. */
export function useDuaApproval(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: boolean) => {
      const envelope = await call(duaSettingsRoute, {
        params: { campid: campaignId },
        body: { duas_need_approval: value },
      });
      showSuccess(envelope.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingDuasKey(campaignId) }),
  });
}
