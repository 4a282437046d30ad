import { useMutation } from '@tanstack/react-query';
import type { ReportCampaignBody } from '@athar/contract/moderation/reports';
import { reportCampaignRoute } from '@athar/contract/routes/moderation';
import { call } from '../../../lib/api-client';

/** POST /api/campaigns/:campid/report — the thanks the server answers with. */
export function useReportCampaign(campaignId: number) {
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (body: ReportCampaignBody) =>
      (await call(reportCampaignRoute, { params: { campid: campaignId }, body })).message,
  });
}
