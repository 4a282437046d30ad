import type { Kysely } from 'kysely';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import type { Database } from '../schema';

/** A project a new campaign may be made on: live, not retired (docs/decisions/037). */
export function findProjectId(db: Kysely<Database>, projectId: number) {
  return db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', projectId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
}

export function campaignExists(db: Kysely<Database>, campaignId: number) {
  return db.selectFrom('campaigns').select('id').where('id', '=', campaignId).executeTakeFirst();
}

/** Inserts a campaign; its short code comes from a sequence, so concurrent creations never share one. */
export function insertCampaign(
  db: Kysely<Database>,
  campaign: {
    project_id: number;
    user_id: number;
    title: string;
    deceased_gender: DeceasedGender;
    description: string;
    image: string | null;
    msisdn: string | null;
  },
) {
  return db
    .insertInto('campaigns')
    .values({
      project_id: campaign.project_id,
      user_id: campaign.user_id,
      title: campaign.title,
      deceased_gender: campaign.deceased_gender,
      description: campaign.description,
      image: campaign.image,
      msisdn: campaign.msisdn,
    })
    .returning(['id as campaign_id', 'title as campaign_title', 'deceased_gender', 'code'])
    .executeTakeFirstOrThrow();
}

/**
 * Changes a campaign only when `userId` created it, in one UPDATE, so the check and the change
 * cannot be split by another request; undefined otherwise.
 */
export function updateOwnCampaign(
  db: Kysely<Database>,
  userId: number,
  campaignId: number,
  changes: { deceased_gender?: DeceasedGender; description?: string },
) {
  return db
    .updateTable('campaigns')
    .set(changes)
    .where('id', '=', campaignId)
    .where('user_id', '=', userId)
    .returning(['id as campaign_id', 'deceased_gender', 'description as campaign_description'])
    .executeTakeFirst();
}
