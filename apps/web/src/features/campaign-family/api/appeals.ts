import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppealBody } from '@athar/contract/moderation/appeals';
import { appealOutcomeRoute, familyAppealsRoute } from '@athar/contract/routes/moderation';
import { showSuccess } from '../../../lib/alerts';
import { call } from '../../../lib/api-client';
import { familyCampaignKey } from './get-campaign';

/** Under the campaign's key: a granted appeal brings back the campaign's words or picture with it. */
const appealsKey = (campaignId: number) => [...familyCampaignKey(campaignId), 'appeals'] as const;

/** GET /api/campaigns/:campid/appeals — the outcomes in force and the family's appeals of them. */
export function useFamilyAppeals(campaignId: number) {
  return useQuery({
    queryKey: appealsKey(campaignId),
    queryFn: async ({ signal }) =>
      (await call(familyAppealsRoute, { params: { campid: campaignId } }, { signal })).data,
    enabled: campaignId > 0,
  });
}

/** POST /api/campaigns/:campid/appeals — the family asks for one decision to be looked at again. */
export function useAppealOutcome(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (body: AppealBody) => {
      const envelope = await call(appealOutcomeRoute, { params: { campid: campaignId }, body });
      showSuccess(envelope.message);
      return envelope.data;
    },
    onSuccess: (data) => queryClient.setQueryData(appealsKey(campaignId), data),
  });
}
