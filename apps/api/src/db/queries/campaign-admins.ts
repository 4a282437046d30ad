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

/** Removes a co-administrator; whether there was one. */
export async function deleteCoAdmin(db: Kysely<Database>, campaignId: number, userId: number) {
  const result = await db
    .deleteFrom('campaign_admins')
    .where('campaign_id', '=', campaignId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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
    .where('declined_at', 'is', null)
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
