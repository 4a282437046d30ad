import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteAdminBody } from '@athar/contract/remembrance/co-admins';
import {
  acceptInvitationRoute,
  campaignAdminsRoute,
  campaignPictureRoute,
  invitationRoute,
  inviteAdminRoute,
  leaveCampaignRoute,
  removeAdminRoute,
  revokeInviteRoute,
} from '@athar/contract/routes/remembrance-family';
import { CAMPAIGN_IMAGE_FIELD } from '@athar/contract/campaigns/create-campaign';
import { showSuccess } from '../../../lib/alerts';
import { call, firstItem } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { familyCampaignKey } from './get-campaign';

export const campaignAdminsKey = (campaignId: number, viewerId: number) =>
  ['campaign-admins', campaignId, viewerId] as const;

/** GET /api/campaigns/admins: who manages the campaign (404 for anyone else). */
export function useCampaignAdmins(campaignId: number) {
  const viewerId = useSession()?.user_id ?? 0;
  return useQuery({
    queryKey: campaignAdminsKey(campaignId, viewerId),
    queryFn: async ({ signal }) =>
      (await call(campaignAdminsRoute, { query: { campid: campaignId } }, { signal })).data,
    enabled: viewerId > 0 && campaignId > 0,
    meta: { globalError: false },
    retry: false,
  });
}

/** Reloads the lists (and the viewer's role) after a change. */
function useRefresh(campaignId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['campaign-admins', campaignId] }),
      queryClient.invalidateQueries({ queryKey: ['campaign-role', campaignId] }),
    ]);
}

export function useInviteAdmin(campaignId: number) {
  const refresh = useRefresh(campaignId);
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (body: InviteAdminBody) => {
      const envelope = await call(inviteAdminRoute, { body });
      showSuccess(envelope.message);
      return firstItem(envelope);
    },
    onSuccess: refresh,
  });
}

export function useRevokeInvite(campaignId: number) {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: async (inviteId: number) => {
      const envelope = await call(revokeInviteRoute, { params: { inviteid: inviteId } });
      showSuccess(envelope.message);
    },
    onSuccess: refresh,
  });
}

export function useRemoveAdmin(campaignId: number) {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: async (userId: number) => {
      const envelope = await call(removeAdminRoute, {
        params: { userid: userId },
        query: { campid: campaignId },
      });
      showSuccess(envelope.message);
    },
    onSuccess: refresh,
  });
}

export function useLeaveCampaign(campaignId: number) {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: async () => {
      const envelope = await call(leaveCampaignRoute, { body: { campid: campaignId } });
      showSuccess(envelope.message);
    },
    onSuccess: refresh,
  });
}

/** PUT /api/campaigns/:campid/picture (multipart); the campaign is reloaded with its new picture. */
export function useChangePicture(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (picture: Blob) => {
      const body = new FormData();
      body.append(CAMPAIGN_IMAGE_FIELD, picture);
      const envelope = await call(campaignPictureRoute, { params: { campid: campaignId }, body });
      showSuccess(envelope.message);
      return firstItem(envelope);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyCampaignKey(campaignId) }),
  });
}

/** GET /api/campaigns/invitation?token: what the mailed link stands for. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: async ({ signal }) => (await call(invitationRoute, { query: { token } }, { signal })).data,
    enabled: token !== '',
    meta: { globalError: false },
    retry: false,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (token: string) => {
      const envelope = await call(acceptInvitationRoute, { body: { token } });
      return firstItem(envelope);
    },
    onSuccess: (accepted) =>
      queryClient.invalidateQueries({ queryKey: ['campaign-role', accepted.campaign_id] }),
  });
}
