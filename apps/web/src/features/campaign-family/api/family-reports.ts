import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerReportBody } from '@athar/contract/moderation/reports';
import {
  answerReportRoute,
  familyHiddenPartsRoute,
  familyReportsRoute,
} from '@athar/contract/routes/moderation';
import { showSuccess } from '../../../lib/alerts';
import { call } from '../../../lib/api-client';
import { familyCampaignKey } from './get-campaign';

/**
 * Under the campaign's key: a new picture or new words (which close the reports about them on the
 * server) reload the reports with the campaign.
 */
const familyReportsKey = (campaignId: number) => [...familyCampaignKey(campaignId), 'reports'] as const;

/** GET /api/campaigns/:campid/reports — the visitors' notes waiting for the family (never who sent them). */
export function useFamilyReports(campaignId: number) {
  return useQuery({
    queryKey: familyReportsKey(campaignId),
    queryFn: async ({ signal }) =>
      (await call(familyReportsRoute, { params: { campid: campaignId } }, { signal })).data,
    enabled: campaignId > 0,
  });
}

/** POST /api/campaign-reports/:id/answer — «صحّحنا ذلك», or the family's answer for the moderators. */
export function useAnswerReport(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalError: false },
    mutationFn: async ({ id, body }: { id: number; body: AnswerReportBody }) => {
      const envelope = await call(answerReportRoute, { params: { id }, body });
      showSuccess(envelope.message);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyReportsKey(campaignId) }),
  });
}

/** GET /api/campaigns/:campid/hidden-parts — what a moderator hid, shown to the family marked «مخفي للمراجعة». */
export function useFamilyHiddenParts(campaignId: number) {
  return useQuery({
    queryKey: [...familyCampaignKey(campaignId), 'hidden-parts'],
    queryFn: async ({ signal }) =>
      (await call(familyHiddenPartsRoute, { params: { campid: campaignId } }, { signal })).data,
    enabled: campaignId > 0,
  });
}
