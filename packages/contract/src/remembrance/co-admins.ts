import { z } from 'zod';
import { email } from '../accounts/fields';
import { campaignIdQuery } from '../campaigns/campaign-role';
import { deceasedGender } from '../campaigns/deceased-gender-field';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  acceptInvitationRoute,
  acceptMyInvitationRoute,
  campaignAdminsRoute,
  campaignPictureRoute,
  declineMyInvitationRoute,
  invitationRoute,
  inviteAdminRoute,
  leaveCampaignRoute,
  myInvitationsRoute,
  removeAdminRoute,
  revokeInviteRoute,
} from '../routes/remembrance-family';

/** At most this many co-administrators per campaign, besides its creator. */
export const CO_ADMINS_MAX = 10;
/** An invitation link is good for 7 days. */
export const INVITE_TTL_DAYS = 7;

const id = decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));

export const coAdmin = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  email: z.string(),
  /** when they accepted (ISO) */
  since: z.string(),
});
export type CoAdmin = z.infer<typeof coAdmin>;

export const pendingInvite = z.object({
  invite_id: z.number().int(),
  email: z.string(),
  expires_at: z.string(),
});
export type PendingInvite = z.infer<typeof pendingInvite>;

/**
 * GET /api/campaigns/admins?campid — for the campaign's managers only (404 otherwise): the viewer's
 * role, the creator's name, the co-administrators, and (to the creator only) the pending invitations.
 */
export const campaignAdminsEndpoint = defineEndpoint({
  ...campaignAdminsRoute,
  query: campaignIdQuery,
  response: envelope(
    z.object({
      role: z.enum(['creator', 'admin']),
      creator_name: z.string(),
      admins: z.array(coAdmin),
      invites: z.array(pendingInvite),
    }),
  ),
});

/** POST /api/campaigns/admins/invites {campid, email} — the creator only. */
export const inviteAdminBody = z.object({ campid: id, email });
export type InviteAdminBody = z.input<typeof inviteAdminBody>;
/** The web's invitation form: the address only. */
export const inviteAdminForm = z.object({ email });
export type InviteAdminFormValues = z.output<typeof inviteAdminForm>;
export const inviteAdminEndpoint = defineEndpoint({
  ...inviteAdminRoute,
  body: inviteAdminBody,
  response: envelope(z.array(pendingInvite)),
});

/** DELETE /api/campaigns/admins/invites/:inviteid — the creator withdraws a pending invitation. */
export const revokeInviteEndpoint = defineEndpoint({
  ...revokeInviteRoute,
  params: z.object({ inviteid: id }),
  response: envelope(z.array(z.never())),
});

/** DELETE /api/campaigns/admins/:userid?campid — the creator removes a co-administrator. */
export const removeAdminEndpoint = defineEndpoint({
  ...removeAdminRoute,
  params: z.object({ userid: id }),
  query: campaignIdQuery,
  response: envelope(z.array(z.never())),
});

/**
 * POST /api/campaigns/admins/leave {campid} — a co-administrator leaves; the creator leaving hands the
 * campaign to the longest-standing co-administrator (409 when there is none).
 */
export const leaveCampaignEndpoint = defineEndpoint({
  ...leaveCampaignRoute,
  body: z.object({ campid: id }),
  response: envelope(z.array(z.object({ handed_to: z.number().int().nullable() }))),
});

const invitationToken = z.string().trim().max(200).default('');

export const invitationState = z.enum(['open', 'expired', 'used', 'revoked', 'declined']);
export type InvitationState = z.infer<typeof invitationState>;

/**
 * GET /api/campaigns/invitation?token — what the link stands for: the campaign, who invited (their
 * account's name; '' once it is gone), the invited address and whether it can still be accepted; 404
 * for an unknown token.
 */
export const invitationEndpoint = defineEndpoint({
  ...invitationRoute,
  query: z.object({ token: invitationToken }),
  response: envelope(
    z.object({
      campaign_id: z.number().int(),
      campaign_title: z.string(),
      deceased_gender: deceasedGender,
      inviter_name: z.string(),
      email: z.string(),
      state: invitationState,
    }),
  ),
});

/**
 * POST /api/campaigns/invitation/accept {token} — the logged-in account whose e-mail is the invited
 * one (case aside) becomes a co-administrator; the link is then used up.
 */
export const acceptInvitationEndpoint = defineEndpoint({
  ...acceptInvitationRoute,
  body: z.object({ token: invitationToken }),
  response: envelope(z.array(z.object({ campaign_id: z.number().int() }))),
});

export const invitationToMe = z.object({
  invite_id: z.number().int(),
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  deceased_gender: deceasedGender,
  /** who invited: their account's name, '' once it is gone */
  inviter_name: z.string(),
  expires_at: z.string(),
});
export type InvitationToMe = z.infer<typeof invitationToMe>;

/**
 * GET /api/campaigns/invitations — the open invitations addressed to the logged-in account's e-mail,
 * the oldest first; none until the account has verified that address (issue 35: an invitation is not
 * lost when its invitee registers first).
 */
export const myInvitationsEndpoint = defineEndpoint({
  ...myInvitationsRoute,
  response: envelope(z.array(invitationToMe)),
});

/**
 * POST /api/campaigns/invitations/:inviteid/accept — the verified account the invitation is addressed
 * to accepts it (404 for anyone else's; 403 before the address is verified).
 */
export const acceptMyInvitationEndpoint = defineEndpoint({
  ...acceptMyInvitationRoute,
  params: z.object({ inviteid: id }),
  response: envelope(z.array(z.object({ campaign_id: z.number().int() }))),
});

/** POST /api/campaigns/invitations/:inviteid/decline — the same account declines it; it closes. */
export const declineMyInvitationEndpoint = defineEndpoint({
  ...declineMyInvitationRoute,
  params: z.object({ inviteid: id }),
  response: envelope(z.array(z.never())),
});

/** PUT /api/campaigns/:campid/picture — multipart, the `campaign_image` file; managers only. */
export const campaignPictureEndpoint = defineEndpoint({
  ...campaignPictureRoute,
  params: z.object({ campid: id }),
  response: envelope(z.array(z.object({ campaign_image: z.string() }))),
});
