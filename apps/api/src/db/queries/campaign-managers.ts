import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export type CampaignRole = 'creator' | 'admin';

/**
 * What a user is to a campaign: its creator, a co-administrator the creator invited, or nothing
 * (null). Null too for a campaign that does not exist, so callers answer both alike.
 */
export async function campaignRole(
  db: Kysely<Database>,
  campaignId: number,
  userId: number,
): Promise<CampaignRole | null> {
  const row = await db
    .selectFrom('campaigns as c')
    .leftJoin('campaign_admins as a', (join) =>
      join.onRef('a.campaign_id', '=', 'c.id').on('a.user_id', '=', userId),
    )
    .select(['c.user_id', 'a.user_id as admin_id'])
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.user_id === userId) return 'creator';
  return row.admin_id === null ? null : 'admin';
}

/** The accounts that manage a campaign: its creator first, then its co-administrators. */
export async function campaignManagerIds(db: Kysely<Database>, campaignId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('campaigns as c')
    .select('c.user_id as id')
    .where('c.id', '=', campaignId)
    .where('c.user_id', 'is not', null)
    .unionAll(db.selectFrom('campaign_admins').select('user_id as id').where('campaign_id', '=', campaignId))
    .execute();
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}
