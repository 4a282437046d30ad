import { sql, type Kysely } from 'kysely';
import type { StoredReportReason } from '@athar/contract/moderation/report-reasons';
import type { Database } from '../schema';
import type { ReportClosedHow } from '../schema-moderation';

/**
 * Records a report, in the family's hands (`familyHours`) or straight in the moderators' queue; the id,
 * or undefined when this reporter has the same report open already (a second click).
 */
export async function insertReport(
  db: Kysely<Database>,
  report: {
    campaign_id: number;
    dua_id?: number | null;
    family_update_id?: number | null;
    delivery_update_id?: number | null;
    reason: StoredReportReason;
    details: string | null;
    contact: string | null;
    reporter: string;
    stage: 'family' | 'queue';
    familyHours: number;
  },
): Promise<number | undefined> {
  const { familyHours, stage, ...values } = report;
  const row = await db
    .insertInto('campaign_reports')
    .values({
      ...values,
      stage,
      family_due_at: stage === 'family' ? sql<Date>`now() + make_interval(hours => ${familyHours})` : null,
      queued_at: stage === 'queue' ? sql<Date>`now()` : null,
    })
    .onConflict((oc) =>
      oc
        .expression(
          sql`campaign_id, reporter, reason, coalesce(dua_id, 0), coalesce(family_update_id, 0), coalesce(delivery_update_id, 0)`,
        )
        .where('stage', '<>', 'closed')
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The family's open reports of a campaign, oldest first: nothing that tells who reported. */
export async function listFamilyReports(db: Kysely<Database>, campaignId: number) {
  return (
    db
      .selectFrom('campaign_reports as r')
      // the update a report is about, so the family knows which one (migration 052)
      .leftJoin('family_updates as f', 'f.id', 'r.family_update_id')
      .leftJoin('delivery_updates as u', 'u.id', 'r.delivery_update_id')
      .select([
        'r.id',
        'r.reason',
        'r.details',
        'r.created_at',
        'r.family_due_at',
        'f.body as family_update_body',
        'u.body as delivery_update_body',
      ])
      .where('r.campaign_id', '=', campaignId)
      .where('r.stage', '=', 'family')
      .orderBy('r.id')
      .limit(100)
      .execute()
  );
}

export async function findOpenReport(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('campaign_reports')
    .select(['id', 'campaign_id', 'stage', 'reason', 'dua_id'])
    .where('id', '=', id)
    .where('stage', '<>', 'closed')
    .executeTakeFirst();
}

/** The family closes one report in its hands ('family_fixed'), in one conditional UPDATE. */
export async function closeFamilyReport(db: Kysely<Database>, id: number, how: ReportClosedHow) {
  const row = await db
    .updateTable('campaign_reports')
    .set({ stage: 'closed', closed_at: sql<Date>`now()`, closed_how: how })
    .where('id', '=', id)
    .where('stage', '=', 'family')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The family answers: the answer is kept and the report goes on to a moderator, who reads it. */
export async function answerFamilyReport(db: Kysely<Database>, id: number, answer: string) {
  const row = await db
    .updateTable('campaign_reports')
    .set({ stage: 'queue', queued_at: sql<Date>`now()`, family_answer: answer })
    .where('id', '=', id)
    .where('stage', '=', 'family')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The family changed the campaign's photo, name or text: its open mild reports in the family's hands
 * (not a dua's) are closed, how many answered.
 */
export async function closeReportsOnEdit(db: Kysely<Database>, campaignId: number): Promise<number> {
  const rows = await db
    .updateTable('campaign_reports')
    .set({ stage: 'closed', closed_at: sql<Date>`now()`, closed_how: 'campaign_changed' })
    .where('campaign_id', '=', campaignId)
    .where('stage', '=', 'family')
    // a report of one dua or one update is answered about it, not by a change of the page
    .where('dua_id', 'is', null)
    .where('family_update_id', 'is', null)
    .where('delivery_update_id', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * A dua the wall's readers sent back to the family is one report of the campaign, in the family's
 * hands for `familyHours` (the wall's own mail tells them); one open per dua.
 */
export async function recordDuaReport(
  db: Kysely<Database>,
  campaignId: number,
  duaId: number,
  familyHours: number,
): Promise<void> {
  await insertReport(db, {
    campaign_id: campaignId,
    dua_id: duaId,
    reason: 'dua',
    details: null,
    contact: null,
    reporter: 'dua-wall',
    stage: 'family',
    familyHours,
  });
}

/** The family decided on a dua: its reports waiting for the family close. */
export async function closeDuaReports(db: Kysely<Database>, duaId: number): Promise<void> {
  await db
    .updateTable('campaign_reports')
    .set({ stage: 'closed', closed_at: sql<Date>`now()`, closed_how: 'dua_decided' })
    .where('dua_id', '=', duaId)
    .where('stage', '=', 'family')
    .execute();
}

/** Mild reports the family did not close in time go to the queue; the ids moved. */
export async function escalateDueReports(db: Kysely<Database>, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('campaign_reports')
    .set({ stage: 'queue', queued_at: now })
    .where('stage', '=', 'family')
    .where('family_due_at', '<=', now)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Whether a mail about reports on the campaign was queued since `since` (once per campaign a window). */
export async function reportMailQueuedSince(
  db: Kysely<Database>,
  campaignId: number,
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('kind', '=', 'report_to_family')
    .where(sql<string>`payload->>'campaign_id'`, '=', String(campaignId))
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Closes every open report of a campaign with the moderator's outcome; how many. */
export async function closeCampaignReports(
  db: Kysely<Database>,
  campaignId: number,
  how: ReportClosedHow,
): Promise<number> {
  const rows = await db
    .updateTable('campaign_reports')
    .set({ stage: 'closed', closed_at: sql<Date>`now()`, closed_how: how })
    .where('campaign_id', '=', campaignId)
    .where('stage', '<>', 'closed')
    // an appeal's case closes only when its appeals are decided (migration 044)
    .where('reason', '<>', 'appeal')
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Whether the update is this campaign's own and shown (migration 052): a family update of the
 * campaign, or a delivery update the charity posted about this campaign (a project-wide one belongs to
 * every campaign of the project and is not the family's to answer). A hidden one is not reportable.
 */
export async function isReportableUpdate(
  db: Kysely<Database>,
  campaignId: number,
  update: { kind: 'family_update' | 'delivery_update'; id: number },
): Promise<boolean> {
  const table = update.kind === 'family_update' ? 'family_updates' : 'delivery_updates';
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', update.id)
    .where('campaign_id', '=', campaignId)
    .where('moderation_hidden', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
