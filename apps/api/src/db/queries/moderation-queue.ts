import { sql, type Kysely } from 'kysely';
import { SEVERE_REASONS } from '@athar/contract/moderation/report-reasons';
import type { HiddenPart } from '@athar/contract/moderation/hidden-parts';
import type { Database } from '../schema';

/**
 * One page of the queue: the campaigns with reports waiting for a moderator, by the oldest report's
 * arrival in the queue, then the campaign's id (the keyset `after`); `limit + 1` rows, to tell whether
 * a page follows.
 */
/**
 * The queue's keyset key: the first arrival in milliseconds, as the cursor carries it (an ISO string):
 * a report queued by now() keeps microseconds, which a cursor cut to milliseconds would read as later
 * than itself, and the same case would come back page after page.
 */
const firstQueued = sql<Date>`date_trunc('milliseconds', min(r.queued_at))`;

export async function listQueue(
  db: Kysely<Database>,
  page: { after?: { at: string; id: number } | undefined; limit: number },
) {
  let query = db
    .selectFrom('campaign_reports as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .select((eb) => [
      'r.campaign_id',
      'c.title',
      'c.moderation',
      eb.fn.countAll<string>().as('reports'),
      sql<boolean>`bool_or(r.reason IN (${sql.join([...SEVERE_REASONS, 'signal', 'appeal'].map((reason) => sql.lit(reason)))}))`.as(
        'severe',
      ),
      firstQueued.as('first_queued_at'),
      eb.fn.min('r.first_look_at').as('first_look_at'),
    ])
    .where('r.stage', '=', 'queue')
    .groupBy(['r.campaign_id', 'c.title', 'c.moderation']);
  if (page.after) {
    const { at, id } = page.after;
    query = query.having(sql<boolean>`(${firstQueued}, r.campaign_id) > (${at}::timestamptz, ${id})`);
  }
  return query
    .orderBy(firstQueued)
    .orderBy('r.campaign_id')
    .limit(page.limit + 1)
    .execute();
}

/** A campaign's basics for its case. */
export async function caseCampaign(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.title',
      'c.description',
      'c.image',
      'c.created_at',
      'c.collected',
      'c.moderation',
      'c.user_id',
      'u.user_name as creator_name',
      'n.ar_name as ngo_name',
      'n.id as ngo_id',
    ])
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
}

/** The campaign's reports, newest first (the last 200), with what only a moderator reads. */
export async function caseReports(db: Kysely<Database>, campaignId: number) {
  return (
    db
      .selectFrom('campaign_reports as r')
      // the update a report is about, as the page showed it (migration 052)
      .leftJoin('family_updates as f', 'f.id', 'r.family_update_id')
      .leftJoin('delivery_updates as u', 'u.id', 'r.delivery_update_id')
      .select([
        'r.id',
        'r.dua_id',
        'r.family_update_id',
        'r.delivery_update_id',
        'r.reason',
        'r.details',
        'r.contact',
        'r.stage',
        'r.created_at',
        'r.family_answer',
        'r.closed_how',
        'f.body as family_update_body',
        'f.moderation_hidden as family_update_hidden',
        'u.body as delivery_update_body',
        'u.moderation_hidden as delivery_update_hidden',
      ])
      .where('r.campaign_id', '=', campaignId)
      .orderBy('r.id', 'desc')
      .limit(200)
      .execute()
  );
}

/** The outcomes decided on the campaign, newest first, with who decided. */
export async function caseDecisions(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('moderation_decisions as d')
    .innerJoin('operators as o', 'o.id', 'd.decided_by')
    .select(['d.outcome', 'd.reason', 'd.decided_at', 'o.operator_name as decided_by'])
    .where('d.campaign_id', '=', campaignId)
    .orderBy('d.id', 'desc')
    .limit(50)
    .execute();
}

/** A take-down asked for and waiting for a second moderator, if any. */
export async function pendingTakeDown(db: Kysely<Database>, campaignId: number) {
  const row = await db
    .selectFrom('operator_approvals')
    .select('id')
    .where('action', '=', 'campaign.take_down')
    .where('object_id', '=', campaignId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The take-downs waiting for a second moderator among these campaigns (four eyes), with who asked:
 * one pending request per campaign (`operator_approvals_one_open`), read by that index.
 */
export async function waitingTakeDowns(db: Kysely<Database>, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  return db
    .selectFrom('operator_approvals as a')
    .leftJoin('operators as o', 'o.id', 'a.requested_by')
    .select(['a.object_id', 'a.requested_at', 'o.operator_name as requested_by'])
    .where('a.action', '=', 'campaign.take_down')
    .where('a.status', '=', 'pending')
    .where('a.object_id', 'in', campaignIds)
    .execute();
}

/** The first look: the queued reports no moderator had opened yet get the time. */
export async function markFirstLook(db: Kysely<Database>, campaignId: number): Promise<void> {
  await db
    .updateTable('campaign_reports')
    .set({ first_look_at: sql<Date>`now()` })
    .where('campaign_id', '=', campaignId)
    .where('stage', '=', 'queue')
    .where('first_look_at', 'is', null)
    .execute();
}

/** The campaign's row held for a decision: two moderators deciding at once decide one after the other. */
export async function lockCampaignModeration(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'moderation', 'user_id', 'title'])
    .where('id', '=', campaignId)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets what a moderator did to the campaign (null: nothing any more). */
export async function setCampaignModeration(
  db: Kysely<Database>,
  campaignId: number,
  moderation: 'paused' | 'taken_down' | null,
): Promise<void> {
  await db.updateTable('campaigns').set({ moderation }).where('id', '=', campaignId).execute();
}

export async function insertDecision(
  db: Kysely<Database>,
  decision: {
    campaign_id: number;
    outcome: 'dismissed' | 'paused' | 'taken_down' | 'restored' | 'hidden';
    reason: string;
    decided_by: number;
    approved_by?: number | null;
    part?: HiddenPart | null;
    part_id?: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('moderation_decisions')
    .values(decision)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findDecision(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('moderation_decisions as d')
    .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
    .select(['d.outcome', 'd.reason', 'd.part', 'd.campaign_id', 'c.title', 'c.code', 'c.deceased_gender'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}
