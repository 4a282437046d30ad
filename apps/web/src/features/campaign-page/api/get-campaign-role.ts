import { useQuery } from '@tanstack/react-query';
import { campaignRoleRoute } from '@athar/contract/routes/campaigns';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const campaignRoleKey = (campaignId: number, viewerId: number) =>
  ['campaign-role', campaignId, viewerId] as const;

/**
 * Whether the logged-in viewer manages the campaign (its creator or a co-administrator): the family's
 * controls (moderating the wall, opening a khatma, posting updates) show from it. A guest manages nothing.
 */
export function useCampaignRole(campaignId: number) {
  const session = useSession();
  const viewerId = session?.user_id ?? 0;
  const role = useQuery({
    queryKey: campaignRoleKey(campaignId, viewerId),
    // asked on its own, not by the visitor: an ended session is not sent to /Login from here (the
    // next thing they do that needs it is), and a failure just shows no family controls
    queryFn: async ({ signal }) =>
      (
        await call(
          campaignRoleRoute,
          { query: { campid: campaignId } },
          { signal, redirectOnUnauthorized: false },
        )
      ).data.role,
    enabled: viewerId > 0,
    staleTime: 60_000,
    retry: false,
    meta: { globalError: false },
  });
  const value = viewerId > 0 ? (role.data ?? null) : null;
  return { role: value, canManage: value !== null, isCreator: value === 'creator' };
}
