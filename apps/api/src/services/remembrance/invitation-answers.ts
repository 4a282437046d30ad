import type { Kysely } from 'kysely';
import { CO_ADMINS_MAX, type InvitationState } from '@athar/contract/remembrance/co-admins';
import { familyMessages } from '@athar/contract/remembrance/family-messages';
import { AppError } from '@athar/server-kit/errors';
import { answerInvite } from '../../db/queries/admin-invites';
import { countCoAdmins, insertCoAdmin } from '../../db/queries/campaign-admins';
import { campaignRole } from '../../db/queries/campaign-managers';
import type { Database } from '../../db/schema';

interface InviteState {
  accepted_at: Date | null;
  revoked_at: Date | null;
  declined_at: Date | null;
  expires_at: Date;
}

export function stateOf(invite: InviteState, now: Date): InvitationState {
  if (invite.accepted_at) return 'used';
  if (invite.declined_at) return 'declined';
  if (invite.revoked_at) return 'revoked';
  if (new Date(invite.expires_at) <= now) return 'expired';
  return 'open';
}

const STATE_ERRORS = {
  used: familyMessages.invitationUsed,
  declined: familyMessages.invitationDeclined,
  revoked: familyMessages.invitationRevoked,
  expired: familyMessages.invitationExpired,
} as const;

/** 409, in Arabic, for an invitation that can no longer be answered. */
export function requireOpen(invite: InviteState, now: Date): void {
  const state = stateOf(invite, now);
  if (state !== 'open') throw new AppError('CONFLICT', STATE_ERRORS[state]);
}

/**
 * Accepts an open invitation addressed to `address` for the account `userId` (the caller checked that
 * the address is that account's). The invitation is used up and the co-administrator row written in
 * one transaction; the creator accepting changes nothing. The campaign's id.
 */
export async function takeUpInvite(
  db: Kysely<Database>,
  inviteId: number,
  userId: number,
  address: string,
  now: Date,
): Promise<number> {
  const accepted = await db.transaction().execute(async (trx) => {
    const used = await answerInvite(trx, inviteId, address, 'accepted_at', now);
    if (!used) return null;
    if ((await campaignRole(trx, used.campaign_id, userId)) === null) {
      if ((await countCoAdmins(trx, used.campaign_id)) >= CO_ADMINS_MAX)
        throw new AppError('CONFLICT', familyMessages.tooManyAdmins);
      await insertCoAdmin(trx, {
        campaign_id: used.campaign_id,
        user_id: userId,
        invited_by: used.invited_by,
      });
    }
    return used.campaign_id;
  });
  if (accepted === null) throw new AppError('CONFLICT', familyMessages.invitationUsed);
  return accepted;
}
