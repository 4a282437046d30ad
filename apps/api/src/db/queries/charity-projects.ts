import type { Kysely } from 'kysely';
import type { ProjectLabels } from '@athar/contract/projects/labels';
import type { Database } from '../schema';

const columns = [
  'id',
  'ar_name',
  'amount',
  'project_image',
  'sadaqa_kind',
  'zakat_eligible',
  'project_description',
  'category_id',
  'retired_at',
] as const;

/** A charity's projects with their labels, by name. */
export function charityProjectRows(db: Kysely<Database>, ngoId: number) {
  return db
    .selectFrom('projects')
    .select(columns)
    .where('ngo_id', '=', ngoId)
    .orderBy('ar_name')
    .orderBy('id')
    .execute();
}

export type CharityProjectRow = Awaited<ReturnType<typeof charityProjectRows>>[number];

/**
 * Sets the labels of one of the charity's projects; undefined when the charity has no such project
 * (another charity's project is left alone and looks the same as a missing one).
 */
/** A project's labels as they stand, the row locked until the transaction ends; undefined for another charity's. */
export function lockProjectLabels(db: Kysely<Database>, ngoId: number, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['sadaqa_kind', 'zakat_eligible'])
    .where('id', '=', projectId)
    .where('ngo_id', '=', ngoId)
    .forUpdate()
    .executeTakeFirst();
}

export function setProjectLabels(
  db: Kysely<Database>,
  ngoId: number,
  projectId: number,
  labels: ProjectLabels,
): Promise<CharityProjectRow | undefined> {
  return db
    .updateTable('projects')
    .set({ sadaqa_kind: labels.sadaqa_kind, zakat_eligible: labels.zakat_eligible })
    .where('id', '=', projectId)
    .where('ngo_id', '=', ngoId)
    .returning(columns)
    .executeTakeFirst();
}
