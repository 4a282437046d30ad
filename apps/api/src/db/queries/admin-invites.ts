import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The invitations to co-administer a campaign. One is open while it is not accepted, withdrawn by the
 * creator, declined by the invitee, nor expired; every change below happens only to an open one.
 */

/** The invitations of a campaign still to be answered. */
export function listOpenInvites(db: Kysely<Database>, campaignId: number, now: Date) {
  return db
    .selectFrom('campaign_admin_invites')
    .select(['id', 'email', 'expires_at'])
    .where('campaign_id', '=', campaignId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('declined_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

/** How many invitations the campaign sent since `since` (a daily cap on mails). */
export async function countInvitesSince(db: Kysely<Database>, campaignId: number, since: Date) {
  const row = await db
    .selectFrom('campaign_admin_invites')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('campaign_id', '=', campaignId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** 24 hours before `now`: the window of the daily invitation cap. */
export const aDayAgo = (now: Date) => new Date(now.getTime() - 24 * 60 * 60 * 1000);

export function insertInvite(
  db: Kysely<Database>,
  invite: { campaign_id: number; email: string; token_hash: string; invited_by: number; expires_at: Date },
) {
  return db
    .insertInto('campaign_admin_invites')
    .values(invite)
    .returning(['id', 'email', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Withdraws a pending invitation of a campaign the user created; the invitation's campaign id, or
 * undefined when there is no such pending invitation of theirs.
 */
export async function revokeInvite(db: Kysely<Database>, inviteId: number, creatorId: number, now: Date) {
  const row = await db
    .updateTable('campaign_admin_invites')
    .set({ revoked_at: now })
    .where('id', '=', inviteId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('declined_at', 'is', null)
    .where('campaign_id', 'in', (eb) =>
      eb.selectFrom('campaigns').select('id').where('user_id', '=', creatorId),
    )
    .returning('campaign_id')
    .executeTakeFirst();
  return row?.campaign_id;
}

/** The invitations with their campaign and who sent them (null once that account is gone). */
function invitesWithCampaign(db: Kysely<Database>) {
  return db
    .selectFrom('campaign_admin_invites as i')
    .innerJoin('campaigns as c', 'c.id', 'i.campaign_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select([
      'i.id',
      'i.campaign_id',
      'i.email',
      'i.invited_by',
      'i.expires_at',
      'i.accepted_at',
      'i.revoked_at',
      'i.declined_at',
      'c.title',
      'c.deceased_gender',
      'u.user_name as inviter_name',
    ]);
}

/** Those still open at `now`. */
function openInvitesWithCampaign(db: Kysely<Database>, now: Date) {
  return invitesWithCampaign(db)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.declined_at', 'is', null)
    .where('i.expires_at', '>', now);
}

/** An invitation whatever its state: by its token's hash or by its id. */
export function findInvite(db: Kysely<Database>, by: { tokenHash: string } | { id: number }) {
  return invitesWithCampaign(db)
    .where((eb) => ('id' in by ? eb('i.id', '=', by.id) : eb('i.token_hash', '=', by.tokenHash)))
    .executeTakeFirst();
}

/** The open invitations addressed to `email` (lower-case), the oldest first. */
export function listOpenInvitesTo(db: Kysely<Database>, email: string, now: Date) {
  return openInvitesWithCampaign(db, now).where('i.email', '=', email).orderBy('i.id').execute();
}

/**
 * Answers an open invitation addressed to `email` in one UPDATE (accepted or declined), so two racing
 * answers cannot both succeed; undefined when it is no longer open.
 */
export function answerInvite(
  db: Kysely<Database>,
  inviteId: number,
  email: string,
  answer: 'accepted_at' | 'declined_at',
  now: Date,
) {
  return db
    .updateTable('campaign_admin_invites')
    .set({ [answer]: now })
    .where('id', '=', inviteId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('declined_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'campaign_id', 'invited_by'])
    .executeTakeFirst();
}

/** The invitation composed into a mail; none once no longer open. */
export function inviteForMail(db: Kysely<Database>, inviteId: number, now: Date) {
  return openInvitesWithCampaign(db, now).where('i.id', '=', inviteId).executeTakeFirst();
}
