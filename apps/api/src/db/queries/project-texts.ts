import { sql, type Kysely } from 'kysely';
import type { Piasters } from '@athar/contract/piasters';
import type { Database } from '../schema';

/**
 * A project's text as it was before its first approved revision, when the history does not hold it
 * yet (a project from the seed or from before migration 049): its first version, with no approver.
 * Run before the revision is copied onto the project.
 */
export async function keepFirstText(db: Kysely<Database>, projectId: number): Promise<void> {
  await sql`INSERT INTO project_text_versions (project_id, ar_name, project_description, amount, approved_at)
    SELECT p.id, p.ar_name, p.project_description, p.amount, p.created_at FROM projects p
    WHERE p.id = ${projectId}
      AND NOT EXISTS (SELECT 1 FROM project_text_versions v WHERE v.project_id = p.id)`.execute(db);
}

/** An approved text, in the approval's transaction. */
export async function insertProjectText(
  db: Kysely<Database>,
  text: {
    project_id: number;
    draft_id: number;
    ar_name: string;
    project_description: string;
    amount: Piasters;
    written_by: number | null;
    approved_by: number;
  },
): Promise<void> {
  await db.insertInto('project_text_versions').values(text).execute();
}

/** A project's approved texts, newest first, with who wrote and who approved each. */
export function projectTextRows(db: Kysely<Database>, projectId: number, ngoId?: number) {
  let query = db
    .selectFrom('project_text_versions as v')
    .innerJoin('projects as p', 'p.id', 'v.project_id')
    .leftJoin('charity_staff as s', 's.id', 'v.written_by')
    .leftJoin('operators as o', 'o.id', 'v.approved_by')
    .select([
      'v.id',
      'v.ar_name',
      'v.project_description',
      'v.amount',
      'v.approved_at',
      's.staff_name as written_by_name',
      'o.operator_name as approved_by_name',
    ])
    .where('v.project_id', '=', projectId)
    .orderBy('v.id', 'desc')
    .limit(100);
  if (ngoId !== undefined) query = query.where('p.ngo_id', '=', ngoId);
  return query.execute();
}

/** Whether a project or any draft (its history included) still shows this picture. */
export async function projectPictureInUse(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await sql<{ used: boolean }>`SELECT
      EXISTS (SELECT 1 FROM projects WHERE project_image = ${key})
      OR EXISTS (SELECT 1 FROM project_drafts WHERE project_image = ${key}) AS used`.execute(db);
  return Boolean(row.rows[0]?.used);
}
