import type { Kysely } from 'kysely';
import { CO_ADMINS_MAX, INVITE_TTL_DAYS } from '@athar/contract/remembrance/co-admins';
import { familyMessages } from '@athar/contract/remembrance/family-messages';
import { isWellFormedLinkToken } from '@athar/contract/accounts/verification';
import { AppError } from '@athar/server-kit/errors';
import {
  aDayAgo,
  countInvitesSince,
  findInvite,
  insertInvite,
  listOpenInvites,
  revokeInvite,
} from '../../db/queries/admin-invites';
import {
  campaignCreatorName,
  countCoAdmins,
  deleteCoAdmin,
  emailManagesCampaign,
  handOverCampaigns,
  listCoAdmins,
} from '../../db/queries/campaign-admins';
import { accountEmail } from '../../db/queries/users';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../mail-outbox/outbox-mail';
import { requireCampaignManager } from '../campaigns/campaign-managers';
import { inviteToken, inviteTokenHash, newInviteNonce } from './co-admins-links';
import { requireOpen, stateOf, takeUpInvite } from './invitation-answers';

/** Invitations a campaign may send in 24 hours (each one is a mail). */
const INVITES_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 404 for anyone who does not manage the campaign, 403 for a co-administrator: only the creator may. */
async function requireCreator(db: Kysely<Database>, campaignId: number, userId: number) {
  const role = await requireCampaignManager(db, campaignId, userId);
  if (role !== 'creator') throw new AppError('FORBIDDEN', familyMessages.onlyCreator);
}

/** The family's view of who manages the campaign; the pending invitations are the creator's alone. */
export async function campaignAdminsView(db: Kysely<Database>, campaignId: number, userId: number) {
  const role = await requireCampaignManager(db, campaignId, userId);
  const creatorName = await campaignCreatorName(db, campaignId);
  const admins = await listCoAdmins(db, campaignId);
  const invites = role === 'creator' ? await listOpenInvites(db, campaignId, new Date()) : [];
  return {
    role,
    creator_name: creatorName ?? '',
    admins: admins.map((admin) => ({
      user_id: admin.user_id,
      user_name: admin.user_name ?? '',
      email: admin.email ?? '',
      since: new Date(admin.created_at).toISOString(),
    })),
    invites: invites.map((invite) => ({
      invite_id: invite.id,
      email: invite.email,
      expires_at: new Date(invite.expires_at).toISOString(),
    })),
  };
}

/**
 * The creator invites a family member by e-mail: an invitation row (the token's hash only) and its
 * mail, in one transaction. Refused: someone who already manages it, an address with an open
 * invitation, past CO_ADMINS_MAX co-administrators, or past INVITES_PER_DAY invitations a day.
 */
export async function inviteCoAdmin(
  db: Kysely<Database>,
  key: string,
  campaignId: number,
  userId: number,
  email: string,
) {
  await requireCreator(db, campaignId, userId);
  const address = email.toLowerCase();
  const now = new Date();
  if ((await accountEmail(db, userId)) === address)
    throw new AppError('CONFLICT', familyMessages.inviteSelf, { email: familyMessages.inviteSelf });
  if (await emailManagesCampaign(db, campaignId, address))
    throw new AppError('CONFLICT', familyMessages.alreadyAdmin, { email: familyMessages.alreadyAdmin });
  if ((await listOpenInvites(db, campaignId, now)).some((invite) => invite.email === address))
    throw new AppError('CONFLICT', familyMessages.alreadyInvited, { email: familyMessages.alreadyInvited });
  if ((await countCoAdmins(db, campaignId)) >= CO_ADMINS_MAX)
    throw new AppError('CONFLICT', familyMessages.tooManyAdmins);
  if ((await countInvitesSince(db, campaignId, aDayAgo(now))) >= INVITES_PER_DAY)
    throw new AppError('TOO_MANY_REQUESTS', familyMessages.tooManyInvites);
  const nonce = newInviteNonce();
  const invite = await db.transaction().execute(async (trx) => {
    const row = await insertInvite(trx, {
      campaign_id: campaignId,
      email: address,
      token_hash: inviteTokenHash(inviteToken(key, nonce)),
      invited_by: userId,
      expires_at: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS),
    });
    await enqueueMail(trx, { kind: 'admin_invite', payload: { invite_id: row.id, nonce } });
    return row;
  });
  return {
    invite_id: invite.id,
    email: invite.email,
    expires_at: new Date(invite.expires_at).toISOString(),
  };
}

export async function revokeCoAdminInvite(db: Kysely<Database>, inviteId: number, userId: number) {
  const campaignId = await revokeInvite(db, inviteId, userId, new Date());
  if (campaignId === undefined) throw new AppError('NOT_FOUND', familyMessages.inviteNotFound);
}

export async function removeCoAdmin(
  db: Kysely<Database>,
  campaignId: number,
  userId: number,
  adminId: number,
) {
  await requireCreator(db, campaignId, userId);
  if (!(await deleteCoAdmin(db, campaignId, adminId)))
    throw new AppError('NOT_FOUND', familyMessages.adminNotFound);
}

/**
 * Leaving the campaign: a co-administrator's row goes; the creator hands the campaign to the
 * longest-standing co-administrator (in one transaction), and cannot leave without one (409).
 */
export async function leaveCampaign(db: Kysely<Database>, campaignId: number, userId: number) {
  const role = await requireCampaignManager(db, campaignId, userId);
  if (role === 'admin') {
    await deleteCoAdmin(db, campaignId, userId);
    return { handedTo: null };
  }
  const handed = await db.transaction().execute((trx) => handOverCampaigns(trx, userId, campaignId));
  if (handed.length === 0) throw new AppError('CONFLICT', familyMessages.creatorCannotLeave);
  return { handedTo: handed[0]!.newCreatorId };
}

async function inviteOf(db: Kysely<Database>, token: string) {
  if (!isWellFormedLinkToken(token)) return undefined;
  return findInvite(db, { tokenHash: inviteTokenHash(token) });
}

/** What an invitation link stands for; 404 for a token no invitation has. */
export async function describeInvitation(db: Kysely<Database>, token: string) {
  const invite = await inviteOf(db, token);
  if (!invite) throw new AppError('NOT_FOUND', familyMessages.invitationInvalid);
  return {
    campaign_id: invite.campaign_id,
    campaign_title: invite.title,
    deceased_gender: invite.deceased_gender,
    inviter_name: invite.inviter_name ?? '',
    email: invite.email,
    state: stateOf(invite, new Date()),
  };
}

/**
 * The logged-in account accepts with the mailed link: only the account whose e-mail is the invited
 * address (a forwarded link opens nothing for someone else), while the invitation is open.
 */
export async function acceptInvitation(db: Kysely<Database>, token: string, userId: number) {
  const invite = await inviteOf(db, token);
  if (!invite) throw new AppError('NOT_FOUND', familyMessages.invitationInvalid);
  const now = new Date();
  requireOpen(invite, now);
  const address = await accountEmail(db, userId);
  if (address !== invite.email) throw new AppError('FORBIDDEN', familyMessages.invitationOtherEmail);
  return takeUpInvite(db, invite.id, userId, address, now);
}
