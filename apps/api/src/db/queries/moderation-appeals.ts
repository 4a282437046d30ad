import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

// The family's appeals of a moderator's outcome (migration 044).

/**
 * The campaign's pause, take-down and hide decisions, newest first (the latest per element is the one
 * in force, when the element is still hidden or the campaign still under that outcome).
 */
export async function appealableDecisions(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('moderation_decisions')
    .select(['id', 'outcome', 'part', 'part_id', 'reason', 'decided_at', 'decided_by', 'approved_by'])
    .where('campaign_id', '=', campaignId)
    .where('outcome', 'in', ['paused', 'taken_down', 'hidden'])
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

/** The decisions whose appeal was decided in the last week (the family still reads the answer). */
export async function recentlyAnsweredDecisions(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('moderation_appeals as a')
    .innerJoin('moderation_decisions as d', 'd.id', 'a.decision_id')
    .select([
      'd.id',
      'd.outcome',
      'd.part',
      'd.part_id',
      'd.reason',
      'd.decided_at',
      'd.decided_by',
      'd.approved_by',
    ])
    .distinct()
    .where('a.campaign_id', '=', campaignId)
    .where('a.decided_at', '>', sql<Date>`now() - interval '7 days'`)
    .execute();
}

/** The campaign's appeals, newest first. */
export async function campaignAppeals(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('moderation_appeals')
    .select(['id', 'decision_id', 'state', 'body', 'created_at', 'answer', 'decided_at'])
    .where('campaign_id', '=', campaignId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

/** The campaign's appeals for the moderators' case: the original decision and who made it. */
export async function caseAppeals(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('moderation_appeals as a')
    .innerJoin('moderation_decisions as d', 'd.id', 'a.decision_id')
    .innerJoin('operators as o', 'o.id', 'd.decided_by')
    .leftJoin('operators as ap', 'ap.id', 'd.approved_by')
    .leftJoin('operators as ans', 'ans.id', 'a.decided_by')
    .select([
      'a.id',
      'a.state',
      'a.body',
      'a.created_at',
      'a.decision_id',
      'd.outcome',
      'd.part',
      'd.reason as decision_reason',
      'd.decided_at as decision_at',
      'd.decided_by as decided_by_id',
      'd.approved_by as approved_by_id',
      'o.operator_name as decided_by',
      'ap.operator_name as approved_by',
      'a.answer',
      'ans.operator_name as answered_by',
      'a.decided_at as answered_at',
    ])
    .where('a.campaign_id', '=', campaignId)
    .orderBy('a.id', 'desc')
    .limit(50)
    .execute();
}

/** Appeals the campaign's family sent in the last 24 hours. */
export async function appealsToday(db: Kysely<Database>, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('moderation_appeals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('campaign_id', '=', campaignId)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasOpenAppeal(db: Kysely<Database>, decisionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('moderation_appeals')
    .select('id')
    .where('decision_id', '=', decisionId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAppeal(
  db: Kysely<Database>,
  appeal: { campaign_id: number; decision_id: number; appellant: number; body: string },
): Promise<number> {
  const row = await db
    .insertInto('moderation_appeals')
    .values(appeal)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An appeal with its original decision, the appeal's row held for the decision. */
export async function lockAppeal(db: Kysely<Database>, appealId: number) {
  return db
    .selectFrom('moderation_appeals as a')
    .innerJoin('moderation_decisions as d', 'd.id', 'a.decision_id')
    .select([
      'a.id',
      'a.campaign_id',
      'a.state',
      'a.decision_id',
      'd.outcome',
      'd.part',
      'd.part_id',
      'd.decided_by',
      'd.approved_by',
    ])
    .where('a.id', '=', appealId)
    .forUpdate('a')
    .executeTakeFirst();
}

/** Records the moderator's answer on an open appeal; whether it was still open. */
export async function answerAppeal(
  db: Kysely<Database>,
  appealId: number,
  answer: { state: 'upheld' | 'granted'; answer: string; decided_by: number },
): Promise<boolean> {
  const rows = await db
    .updateTable('moderation_appeals')
    .set({ ...answer, decided_at: sql<Date>`now()` })
    .where('id', '=', appealId)
    .where('state', '=', 'open')
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Closes the campaign's appeal case when none of its appeals is open any more. */
export async function closeAppealCaseIfDone(db: Kysely<Database>, campaignId: number): Promise<void> {
  await db
    .updateTable('campaign_reports')
    .set({ stage: 'closed', closed_at: sql<Date>`now()`, closed_how: 'appeal_decided' })
    .where('campaign_id', '=', campaignId)
    .where('reason', '=', 'appeal')
    .where('stage', '<>', 'closed')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('moderation_appeals')
            .select('id')
            .where('campaign_id', '=', campaignId)
            .where('state', '=', 'open'),
        ),
      ),
    )
    .execute();
}

/** An appeal and its decision, for the family's mail. */
export async function findAppeal(db: Kysely<Database>, appealId: number) {
  return db
    .selectFrom('moderation_appeals as a')
    .innerJoin('moderation_decisions as d', 'd.id', 'a.decision_id')
    .select(['a.campaign_id', 'a.state', 'a.answer', 'd.outcome', 'd.part'])
    .where('a.id', '=', appealId)
    .executeTakeFirst();
}

/** What a moderator did to the campaign now (paused, taken down), or null. */
export async function campaignModeration(db: Kysely<Database>, campaignId: number) {
  const row = await db
    .selectFrom('campaigns')
    .select('moderation')
    .where('id', '=', campaignId)
    .executeTakeFirst();
  return row?.moderation ?? null;
}

/** The campaign an appeal is about, or null for an unknown appeal. */
export async function appealCampaign(db: Kysely<Database>, appealId: number): Promise<number | null> {
  const row = await db
    .selectFrom('moderation_appeals')
    .select('campaign_id')
    .where('id', '=', appealId)
    .executeTakeFirst();
  return row ? Number(row.campaign_id) : null;
}
