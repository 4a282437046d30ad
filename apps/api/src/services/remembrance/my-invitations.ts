import type { Kysely } from 'kysely';
import { familyMessages } from '@athar/contract/remembrance/family-messages';
import { AppError } from '@athar/server-kit/errors';
import { answerInvite, findInvite, listOpenInvitesTo } from '../../db/queries/admin-invites';
import { userEmail } from '../../db/queries/users';
import type { Database } from '../../db/schema';
import { requireOpen, takeUpInvite } from './invitation-answers';

/**
 * The invitations an account finds by its address, without the mailed link (issue 35): someone invited
 * before they had an account registers, verifies and logs in, and is asked then. Only an address the
 * account has verified counts: anyone may register an address, only its owner can verify it. Nothing
 * is accepted unless the person presses accept.
 */

/** The account's verified address (lower-case), or null while unverified or once deleted. */
async function verifiedAddress(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await userEmail(db, userId);
  return row?.email && row.verified_at !== null ? row.email.toLowerCase() : null;
}

export async function myOpenInvitations(db: Kysely<Database>, userId: number) {
  const address = await verifiedAddress(db, userId);
  if (!address) return [];
  const invites = await listOpenInvitesTo(db, address, new Date());
  return invites.map((invite) => ({
    invite_id: invite.id,
    campaign_id: invite.campaign_id,
    campaign_title: invite.title,
    deceased_gender: invite.deceased_gender,
    inviter_name: invite.inviter_name ?? '',
    expires_at: new Date(invite.expires_at).toISOString(),
  }));
}

/**
 * The invitation `inviteId` when it is addressed to this account's verified address: 403 before the
 * address is verified, 404 for an invitation to anyone else (its existence is not told), 409 once it
 * cannot be answered.
 */
async function myOpenInvite(db: Kysely<Database>, inviteId: number, userId: number, now: Date) {
  const address = await verifiedAddress(db, userId);
  if (!address) throw new AppError('FORBIDDEN', familyMessages.invitationUnverified);
  const invite = await findInvite(db, { id: inviteId });
  if (!invite || invite.email !== address) throw new AppError('NOT_FOUND', familyMessages.inviteNotFound);
  requireOpen(invite, now);
  return { invite, address };
}

export async function acceptMyInvitation(db: Kysely<Database>, inviteId: number, userId: number) {
  const now = new Date();
  const { address } = await myOpenInvite(db, inviteId, userId, now);
  return takeUpInvite(db, inviteId, userId, address, now);
}

export async function declineMyInvitation(db: Kysely<Database>, inviteId: number, userId: number) {
  const now = new Date();
  const { address } = await myOpenInvite(db, inviteId, userId, now);
  if (!(await answerInvite(db, inviteId, address, 'declined_at', now)))
    throw new AppError('CONFLICT', familyMessages.invitationUsed);
}
