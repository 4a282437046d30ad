import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A dua shown on a campaign's wall, written by a visitor by e-mail. */
export async function createShownDua(
  db: Kysely<Database>,
  campaignId: number,
  body: string,
): Promise<number> {
  const row = await db
    .insertInto('duas')
    .values({
      campaign_id: campaignId,
      body,
      email: 'visitor@example.com',
      author_name: 'زائر',
      status: 'shown',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A family update of a campaign, by its creator (or by the family member `authorId`). */
export async function createFamilyUpdate(
  db: Kysely<Database>,
  campaignId: number,
  body: string,
  authorId: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto('family_updates')
    .values({ campaign_id: campaignId, body, author_id: authorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A progress update of the campaign's charity, naming the campaign. */
export async function createDeliveryUpdate(
  db: Kysely<Database>,
  campaignId: number,
  body: string,
): Promise<number> {
  const campaign = await db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .select(['c.project_id', 'p.ngo_id'])
    .where('c.id', '=', campaignId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('delivery_updates')
    .values({
      ngo_id: campaign.ngo_id,
      project_id: campaign.project_id,
      campaign_id: campaignId,
      kind: 'progress',
      body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
