import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { campaignDetailsRoute, editCampaignRoute } from '@athar/contract/routes/campaigns';
import { showSuccess } from '../../../lib/alerts';
import { call, firstItem } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The campaign page caches its details under the same key: a change here shows there at once. */
export const familyCampaignKey = (campaignId: number) => ['campaign-details', campaignId] as const;

/** GET /api/campaigns/details?campid — the campaign the family manages (title, picture, words). */
export function useFamilyCampaign(campaignId: number) {
  const userId = useSession()?.user_id;
  return useQuery({
    queryKey: [...familyCampaignKey(campaignId), userId ?? null],
    queryFn: async ({ signal }) => {
      const query = { campid: campaignId, uid: userId?.toString() };
      return firstItem(await call(campaignDetailsRoute, { query }, { signal }), 404) as CampaignDetails;
    },
    enabled: campaignId > 0,
    retry: false,
  });
}

/** PATCH /api/campaigns/:campid — the family's words (creator or co-administrator). */
export function useEditCampaignText(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (description: string) => {
      const envelope = await call(editCampaignRoute, {
        params: { campid: campaignId },
        body: { campaign_description: description },
      });
      showSuccess(envelope.message);
      return firstItem(envelope);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyCampaignKey(campaignId) }),
  });
}
