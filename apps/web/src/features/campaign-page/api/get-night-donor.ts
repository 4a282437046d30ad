import { useQuery } from '@tanstack/react-query';
import { nightDonorRoute } from '@athar/contract/routes/giving';
import { call } from '../../../lib/api-client';

export const nightDonorKey = (campaignId: number, token: string) =>
  ['night-donor', campaignId, token] as const;

/**
 * GET /api/giving-schedules/night — who a night's one-tap link gives as (docs/decisions/027,
 * amendment): the schedule's name, its e-mail masked, its phone's last digits. Asked only with a token
 * (`''` asks nothing); a 404 (a token that opens nothing) leaves the form as it always was, unsaid.
 */
export function useNightDonor(campaignId: number, token: string) {
  return useQuery({
    queryKey: nightDonorKey(campaignId, token),
    enabled: token !== '',
    queryFn: async ({ signal }) =>
      (await call(nightDonorRoute, { query: { token, campid: campaignId } }, { signal })).data,
    staleTime: Infinity,
    retry: false,
    meta: { globalError: false },
  });
}
