import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { DraftContent } from './project-drafts';

/**
 * A project's text as it was before its first approved revision, when the history does not hold it
 * yet (a project from the seed or from before migration 049): its first version, with no approver.
 * Run before the revision is copied onto the project.
 */
export async function keepFirstText(db: Kysely<Database>, projectId: number): Promise<void> {
  await sql`INSERT INTO project_text_versions
      (project_id, ar_name, project_description, amount, category_id, sadaqa_kind, zakat_eligible, approved_at)
    SELECT p.id, p.ar_name, p.project_description, p.amount, p.category_id, p.sadaqa_kind, p.zakat_eligible,
      p.created_at FROM projects p
    WHERE p.id = ${projectId}
      AND NOT EXISTS (SELECT 1 FROM project_text_versions v WHERE v.project_id = p.id)`.execute(db);
}

/** An approved text (or an operator's restore, 049), in the approval's transaction. */
export async function insertProjectText(
  db: Kysely<Database>,
  text: DraftContent & {
    project_id: number;
    draft_id: number | null;
    written_by: number | null;
    approved_by: number;
    restored_from: number | null;
  },
): Promise<void> {
  await db.insertInto('project_text_versions').values(text).execute();
}

/**
 * A project's approved texts, newest first, `limit + 2` rows from before `before`: the extra rows say
 * that a page follows and give the page's oldest version the one it changed (049). Each carries its
 * number in the project's history, its category's name and who wrote and who approved it; another
 * charity's project (with `ngoId`) has none.
 */
export function projectTextRows(
  db: Kysely<Database>,
  query: { projectId: number; ngoId?: number | undefined; before?: number | undefined; limit: number },
) {
  let rows = db
    .selectFrom('project_text_versions as v')
    .innerJoin('projects as p', 'p.id', 'v.project_id')
    .innerJoin('categories as c', 'c.id', 'v.category_id')
    .leftJoin('charity_staff as s', 's.id', 'v.written_by')
    .leftJoin('operators as o', 'o.id', 'v.approved_by')
    .select((eb) => [
      'v.id',
      'v.ar_name',
      'v.project_description',
      'v.amount',
      'v.category_id',
      'c.ar_name as category_ar_name',
      'v.sadaqa_kind',
      'v.zakat_eligible',
      'v.approved_at',
      'v.restored_from',
      's.staff_name as written_by_name',
      'o.operator_name as approved_by_name',
      eb
        .selectFrom('project_text_versions as w')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('w.project_id', '=', 'v.project_id')
        .whereRef('w.id', '<=', 'v.id')
        .as('number'),
      eb
        .selectFrom('project_text_versions as r')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('r.project_id', '=', 'v.project_id')
        .whereRef('r.id', '<=', 'v.restored_from')
        .as('restored_from_number'),
    ])
    .where('v.project_id', '=', query.projectId);
  if (query.ngoId !== undefined) rows = rows.where('p.ngo_id', '=', query.ngoId);
  if (query.before !== undefined) rows = rows.where('v.id', '<', query.before);
  return rows
    .orderBy('v.id', 'desc')
    .limit(query.limit + 2)
    .execute();
}

/** A project's name and state for its history's heading; undefined for another charity's (`ngoId`). */
export function projectHeading(db: Kysely<Database>, projectId: number, ngoId?: number) {
  let query = db
    .selectFrom('projects as p')
    .select((eb) => [
      'p.id',
      'p.ar_name',
      'p.retired_at',
      eb
        .exists(
          eb
            .selectFrom('project_drafts as d')
            .select('d.id')
            .whereRef('d.project_id', '=', 'p.id')
            .where('d.status', '<>', 'approved'),
        )
        .as('open_revision'),
    ])
    .where('p.id', '=', projectId);
  if (ngoId !== undefined) query = query.where('p.ngo_id', '=', ngoId);
  return query.executeTakeFirst();
}

/** The newest approved text's id of a project (the one it shows), if any. */
export async function currentTextId(db: Kysely<Database>, projectId: number): Promise<number | null> {
  const row = await db
    .selectFrom('project_text_versions')
    .select('id')
    .where('project_id', '=', projectId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? row.id : null;
}

/** One of a project's approved texts, as a restore copies it; undefined when not this project's. */
export function projectTextVersion(db: Kysely<Database>, projectId: number, versionId: number) {
  return db
    .selectFrom('project_text_versions')
    .select([
      'id',
      'category_id',
      'ar_name',
      'project_description',
      'amount',
      'sadaqa_kind',
      'zakat_eligible',
      'written_by',
    ])
    .where('project_id', '=', projectId)
    .where('id', '=', versionId)
    .executeTakeFirst();
}

/** Whether a project or any draft (its history included) still shows this picture. */
export async function projectPictureInUse(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await sql<{ used: boolean }>`SELECT
      EXISTS (SELECT 1 FROM projects WHERE project_image = ${key})
      OR EXISTS (SELECT 1 FROM project_drafts WHERE project_image = ${key}) AS used`.execute(db);
  return Boolean(row.rows[0]?.used);
}
