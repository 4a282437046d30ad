import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowChoices } from '@athar/contract/remembrance/follows';
import { followCampaignRoute, followOptionsRoute } from '@athar/contract/routes/remembrance-follows';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const followOptionsKey = (campaignId: number, viewerId: number) =>
  ['follow-options', campaignId, viewerId] as const;

/** GET /api/follows/options — whether the anniversary is offered, and the viewer's own follow. */
export function useFollowOptions(campaignId: number) {
  const viewerId = useSession()?.user_id ?? 0;
  return useQuery({
    queryKey: followOptionsKey(campaignId, viewerId),
    queryFn: async ({ signal }) =>
      (await call(followOptionsRoute, { query: { campid: campaignId } }, { signal })).data,
    staleTime: 60_000,
    meta: { globalError: false },
  });
}

export interface FollowInput extends FollowChoices {
  email?: string;
  consent?: boolean;
}

/** POST /api/follows — 'confirmed' for an account, 'pending' (a confirmation mail) for a guest. */
export function useFollowCampaign(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (input: FollowInput) =>
      (await call(followCampaignRoute, { body: { ...input, campid: campaignId } })).data.status,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['follow-options', campaignId] }),
  });
}
