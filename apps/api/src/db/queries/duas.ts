import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { DuaStatus } from '../schema-remembrance';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The campaign's approval setting, or undefined for no such campaign. In a transaction, `lock`
 * holds the campaign's row (FOR NO KEY UPDATE) so that two duas written at once see each other's
 * family mail.
 */
export function findDuaCampaign(db: Db, campaignId: number, lock = false) {
  const query = db.selectFrom('campaigns').select(['id', 'duas_need_approval']).where('id', '=', campaignId);
  return (lock ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

export interface NewDua {
  campaign_id: number;
  body: string;
  author_name: string | null;
  user_id: number | null;
  email: string | null;
  status: 'pending' | 'shown';
}

export async function insertDua(db: Db, dua: NewDua): Promise<number> {
  const row = await db.insertInto('duas').values(dua).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A page of the shown duas, newest first, after the keyset `before` (an id); one more row tells if more follow. */
export function listShownDuas(db: Db, campaignId: number, page: { before?: number; rowscount: number }) {
  let query = db
    .selectFrom('duas')
    .select(['id', 'body', 'author_name', 'created_at'])
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'shown')
    // a dua a moderator hid is off the wall whatever the family decided (docs/decisions/036)
    .where('moderation_hidden', '=', false);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  return query
    .orderBy('id', 'desc')
    .limit(page.rowscount + 1)
    .execute();
}

/** Whether the campaign exists (a list of no duas and a missing campaign answer differently). */
export async function campaignExists(db: Db, campaignId: number): Promise<boolean> {
  const row = await db.selectFrom('campaigns').select('id').where('id', '=', campaignId).executeTakeFirst();
  return row !== undefined;
}

/**
 * The duas waiting for the family, oldest first, with the reports made since the family last decided
 * on each (those that sent it back).
 */
export function listPendingDuas(db: Db, campaignId: number, limit: number) {
  return db
    .selectFrom('duas as d')
    .select((eb) => [
      'd.id',
      'd.body',
      'd.author_name',
      'd.created_at',
      eb
        .selectFrom('dua_reports as r')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('r.dua_id', '=', 'd.id')
        .where(sql<boolean>`r.created_at > coalesce(d.decided_at, '-infinity'::timestamptz)`)
        .as('reports'),
    ])
    .where('d.campaign_id', '=', campaignId)
    .where('d.status', '=', 'pending')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

export function findDua(db: Db, duaId: number) {
  return db
    .selectFrom('duas')
    .select(['id', 'campaign_id', 'status', 'decided_at'])
    .where('id', '=', duaId)
    .executeTakeFirst();
}

/** The family's decision on a dua; its reports so far stop counting. */
export async function decideDua(db: Db, duaId: number, status: DuaStatus, userId: number): Promise<void> {
  await db
    .updateTable('duas')
    .set({ status, decided_by: userId, decided_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', duaId)
    .execute();
}

export async function setDuasNeedApproval(db: Db, campaignId: number, value: boolean): Promise<void> {
  await db.updateTable('campaigns').set({ duas_need_approval: value }).where('id', '=', campaignId).execute();
}

/** Records one report; false when this reporter had already reported the dua. */
export async function insertDuaReport(db: Db, duaId: number, reporter: string): Promise<boolean> {
  const rows = await db
    .insertInto('dua_reports')
    .values({ dua_id: duaId, reporter })
    .onConflict((oc) => oc.columns(['dua_id', 'reporter']).doNothing())
    .returning('dua_id')
    .execute();
  return rows.length > 0;
}

/**
 * Sends a shown dua back to the family once `threshold` distinct reporters reported it since the
 * family's last decision; answers whether it did (only the report that crosses the line does).
 */
export async function sendBackReportedDua(db: Db, duaId: number, threshold: number): Promise<boolean> {
  const rows = await db
    .updateTable('duas as d')
    .set({ status: 'pending' })
    .where('d.id', '=', duaId)
    .where('d.status', '=', 'shown')
    .where(
      (eb) =>
        eb
          .selectFrom('dua_reports as r')
          .select((inner) => inner.fn.countAll().as('n'))
          .whereRef('r.dua_id', '=', 'd.id')
          .where(sql<boolean>`r.created_at > coalesce(d.decided_at, '-infinity'::timestamptz)`),
      '>=',
      threshold,
    )
    .returning('d.id')
    .execute();
  return rows.length > 0;
}

/** Whether a 'dua_pending' mail about the campaign was queued since `since`. */
export async function duaMailQueuedSince(db: Db, campaignId: number, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('kind', '=', 'dua_pending')
    .where(sql<string>`payload->>'campaign_id'`, '=', String(campaignId))
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many duas of the campaign wait for the family now (the mail says so when it is sent). */
export async function countPendingDuas(db: Db, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('duas')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many duas the campaign took since `since`, counting no further than `ceiling` (the caller only
 * asks whether the ceiling is reached; duas_campaign_recent keeps it to an index range).
 */
export async function countRecentDuas(db: Db, campaignId: number, since: Date, ceiling: number) {
  const { rows } = await sql<{ n: string | number }>`
    SELECT count(*) AS n FROM (
      SELECT 1 FROM duas WHERE campaign_id = ${campaignId} AND created_at > ${since} LIMIT ${ceiling}
    ) recent`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
