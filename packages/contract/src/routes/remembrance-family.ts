/**
 * Routes of the family's management of a campaign (PRODUCT.md §11.4): co-administrators and family updates;
 * free of zod.
 */

/** the creator's and co-administrators' view: co-administrators and pending invitations */
export const campaignAdminsRoute = { method: 'GET', path: '/api/campaigns/admins' } as const;
/** the creator invites a family member by e-mail */
export const inviteAdminRoute = { method: 'POST', path: '/api/campaigns/admins/invites' } as const;
/** the creator withdraws a pending invitation */
export const revokeInviteRoute = {
  method: 'DELETE',
  path: '/api/campaigns/admins/invites/:inviteid',
} as const;
/** the creator removes a co-administrator */
export const removeAdminRoute = { method: 'DELETE', path: '/api/campaigns/admins/:userid' } as const;
/** a co-administrator leaves; the creator leaving hands the campaign to the longest-standing one */
export const leaveCampaignRoute = { method: 'POST', path: '/api/campaigns/admins/leave' } as const;
/** what an invitation link stands for (no login needed to read it) */
export const invitationRoute = { method: 'GET', path: '/api/campaigns/invitation' } as const;
/** the logged-in invitee accepts */
export const acceptInvitationRoute = { method: 'POST', path: '/api/campaigns/invitation/accept' } as const;
/** the open invitations to the logged-in account's verified address, shown after login */
export const myInvitationsRoute = { method: 'GET', path: '/api/campaigns/invitations' } as const;
/** the verified invitee accepts one of them, or declines it */
export const acceptMyInvitationRoute = {
  method: 'POST',
  path: '/api/campaigns/invitations/:inviteid/accept',
} as const;
export const declineMyInvitationRoute = {
  method: 'POST',
  path: '/api/campaigns/invitations/:inviteid/decline',
} as const;
/** a manager changes the campaign's picture (multipart) */
export const campaignPictureRoute = { method: 'PUT', path: '/api/campaigns/:campid/picture' } as const;
/** the family's updates: the public list, and posting one (multipart) */
export const familyUpdatesRoute = { method: 'GET', path: '/api/campaigns/family-updates' } as const;
export const postFamilyUpdateRoute = { method: 'POST', path: '/api/campaigns/family-updates' } as const;
