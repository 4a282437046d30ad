import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptMyInvitationRoute,
  declineMyInvitationRoute,
  myInvitationsRoute,
} from '@athar/contract/routes/remembrance-family';
import { showSuccess } from '../../../lib/alerts';
import { call, firstItem } from '../../../lib/api-client';
import { clearSession, useSession } from '../../../lib/session';

const myInvitationsKey = ['my-invitations'] as const;

/**
 * GET /api/campaigns/invitations: the open invitations to the signed-in account's verified address.
 * Asked in the background on every page, so a session the server no longer knows ends quietly here
 * instead of sending the visitor to /Login.
 */
export function useMyInvitations() {
  const viewerId = useSession()?.user_id ?? 0;
  return useQuery({
    queryKey: [...myInvitationsKey, viewerId],
    queryFn: async ({ signal }) =>
      (await call(myInvitationsRoute, {}, { signal, onUnauthorized: clearSession })).data,
    enabled: viewerId > 0,
    meta: { globalError: false },
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** Accepts or declines one of them; the list (and the campaign's role, once accepted) is read anew. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalError: false },
    mutationFn: async ({ inviteId, answer }: { inviteId: number; answer: 'accept' | 'decline' }) => {
      const params = { params: { inviteid: inviteId } };
      if (answer === 'accept') return firstItem(await call(acceptMyInvitationRoute, params)).campaign_id;
      showSuccess((await call(declineMyInvitationRoute, params)).message);
      return null;
    },
    onSettled: (campaignId) => {
      void queryClient.invalidateQueries({ queryKey: myInvitationsKey });
      if (campaignId) void queryClient.invalidateQueries({ queryKey: ['campaign-role', campaignId] });
    },
  });
}
