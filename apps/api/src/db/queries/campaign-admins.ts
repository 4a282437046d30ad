import type { Kysely } from 'kysely';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import type { Database } from '../schema';

/** A campaign's co-administrators with live accounts, the longest-standing first. */
export function listCoAdmins(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('campaign_admins as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.user_id', 'u.user_name', 'u.email', 'a.created_at'])
    .where('a.campaign_id', '=', campaignId)
    .where('u.deleted_at', 'is', null)
    .orderBy('a.created_at')
    .orderBy('a.user_id')
    .execute();
}

/** The user name of a campaign's creator; null when there is none. */
export async function campaignCreatorName(db: Kysely<Database>, campaignId: number): Promise<string | null> {
  const row = await db
    .selectFrom('campaigns as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select('u.user_name')
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
  return row?.user_name ?? null;
}

export async function countCoAdmins(db: Kysely<Database>, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('campaign_admins')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The invitations of a campaign still to be accepted: not used, withdrawn or expired. */
export function listOpenInvites(db: Kysely<Database>, campaignId: number, now: Date) {
  return db
    .selectFrom('campaign_admin_invites')
    .select(['id', 'email', 'expires_at'])
    .where('campaign_id', '=', campaignId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
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

/** Whether the live account with this e-mail already manages the campaign (creator or co-admin). */
export async function emailManagesCampaign(db: Kysely<Database>, campaignId: number, email: string) {
  const row = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.email', '=', email)
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('campaigns as c')
            .select('c.id')
            .where('c.id', '=', campaignId)
            .whereRef('c.user_id', '=', 'u.id'),
        ),
        eb.exists(
          eb
            .selectFrom('campaign_admins as a')
            .select('a.user_id')
            .where('a.campaign_id', '=', campaignId)
            .whereRef('a.user_id', '=', 'u.id'),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

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
    .where('campaign_id', 'in', (eb) =>
      eb.selectFrom('campaigns').select('id').where('user_id', '=', creatorId),
    )
    .returning('campaign_id')
    .executeTakeFirst();
  return row?.campaign_id;
}

/** Removes a co-administrator; whether there was one. */
export async function deleteCoAdmin(db: Kysely<Database>, campaignId: number, userId: number) {
  const result = await db
    .deleteFrom('campaign_admins')
    .where('campaign_id', '=', campaignId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What an invitation link stands for, by the hash of its token. */
export function findInviteByHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('campaign_admin_invites as i')
    .innerJoin('campaigns as c', 'c.id', 'i.campaign_id')
    .select([
      'i.id',
      'i.campaign_id',
      'i.email',
      'i.invited_by',
      'i.expires_at',
      'i.accepted_at',
      'i.revoked_at',
      'c.title',
      'c.deceased_gender',
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Uses an invitation up in one UPDATE, only while it is open (not used, withdrawn or expired) and
 * addressed to `email`, so two racing acceptances cannot both succeed.
 */
export function useInvite(db: Kysely<Database>, tokenHash: string, email: string, now: Date) {
  return db
    .updateTable('campaign_admin_invites')
    .set({ accepted_at: now })
    .where('token_hash', '=', tokenHash)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'campaign_id', 'invited_by'])
    .executeTakeFirst();
}

export async function insertCoAdmin(
  db: Kysely<Database>,
  row: { campaign_id: number; user_id: number; invited_by: number | null },
) {
  await db
    .insertInto('campaign_admins')
    .values(row)
    .onConflict((oc) => oc.columns(['campaign_id', 'user_id']).doNothing())
    .execute();
}

/** The invitation composed into a mail: its campaign and who sent it; none once no longer open. */
export function inviteForMail(db: Kysely<Database>, inviteId: number, now: Date) {
  return db
    .selectFrom('campaign_admin_invites as i')
    .innerJoin('campaigns as c', 'c.id', 'i.campaign_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select([
      'i.id',
      'i.email',
      'i.expires_at',
      'c.title',
      'c.deceased_gender',
      'u.user_name as inviter_name',
    ])
    .where('i.id', '=', inviteId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now)
    .executeTakeFirst() as Promise<
    | {
        id: number;
        email: string;
        expires_at: Date;
        title: string;
        deceased_gender: DeceasedGender;
        inviter_name: string | null;
      }
    | undefined
  >;
}

/**
 * Hands every campaign `userId` created to its longest-standing co-administrator with a live account
 * (their co-administrator row goes: they are the creator now); campaigns without one stay as they
 * are. Run inside the transaction that deletes the account or leaves the campaign. The campaigns
 * handed over, with their new creator.
 */
export async function handOverCampaigns(
  db: Kysely<Database>,
  userId: number,
  onlyCampaignId?: number,
): Promise<{ campaignId: number; newCreatorId: number }[]> {
  let owned = db.selectFrom('campaigns').select('id').where('user_id', '=', userId);
  if (onlyCampaignId !== undefined) owned = owned.where('id', '=', onlyCampaignId);
  // locks the campaigns, so a racing removal or hand-over waits for this one
  const campaigns = await owned.forUpdate().execute();
  const handed: { campaignId: number; newCreatorId: number }[] = [];
  for (const { id } of campaigns) {
    const heir = await db
      .selectFrom('campaign_admins as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.user_id')
      .where('a.campaign_id', '=', id)
      .where('a.user_id', '<>', userId)
      .where('u.deleted_at', 'is', null)
      .orderBy('a.created_at')
      .orderBy('a.user_id')
      .limit(1)
      .executeTakeFirst();
    if (!heir) continue;
    await db.updateTable('campaigns').set({ user_id: heir.user_id }).where('id', '=', id).execute();
    await db
      .deleteFrom('campaign_admins')
      .where('campaign_id', '=', id)
      .where('user_id', '=', heir.user_id)
      .execute();
    handed.push({ campaignId: id, newCreatorId: heir.user_id });
  }
  return handed;
}

/** A deleted account manages nothing: its co-administrator rows and its pending invitations go. */
export async function dropManagementOfUser(db: Kysely<Database>, userId: number, now: Date) {
  await db.deleteFrom('campaign_admins').where('user_id', '=', userId).execute();
  await db
    .updateTable('campaign_admin_invites')
    .set({ revoked_at: now })
    .where('invited_by', '=', userId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Changes a campaign the user manages (its creator or a co-administrator), in one UPDATE so the
 * check and the change cannot be split by a removal; undefined when the user manages no such campaign.
 */
export function updateManagedCampaign(
  db: Kysely<Database>,
  userId: number,
  campaignId: number,
  changes: { deceased_gender?: DeceasedGender; description?: string },
) {
  return db
    .updateTable('campaigns as c')
    .set(changes)
    .where('c.id', '=', campaignId)
    .where((eb) =>
      eb.or([
        eb('c.user_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('campaign_admins as a')
            .select('a.user_id')
            .whereRef('a.campaign_id', '=', 'c.id')
            .where('a.user_id', '=', userId),
        ),
      ]),
    )
    .returning(['c.id as campaign_id', 'c.deceased_gender', 'c.description as campaign_description'])
    .executeTakeFirst();
}

/** Sets a campaign's picture; the key it had before (null for none). */
export async function replaceCampaignImage(db: Kysely<Database>, campaignId: number, image: string) {
  const before = await db
    .selectFrom('campaigns')
    .select('image')
    .where('id', '=', campaignId)
    .forUpdate()
    .executeTakeFirst();
  await db.updateTable('campaigns').set({ image }).where('id', '=', campaignId).execute();
  return before?.image ?? null;
}

/** 24 hours before `now`: the window of the daily invitation cap. */
export const aDayAgo = (now: Date) => new Date(now.getTime() - 24 * 60 * 60 * 1000);
