import { sql, type Kysely } from 'kysely';
import type { Piasters } from '@athar/contract/piasters';
import type { ProjectDraftsTable, ProjectDraftStatus } from '../schema-catalogue';
import type { Database } from '../schema';

/** A draft's own fields, as written by the charity. */
export interface DraftContent {
  category_id: number;
  ar_name: string;
  project_description: string;
  amount: Piasters;
  sadaqa_kind: ProjectDraftsTable['sadaqa_kind'];
  zakat_eligible: boolean;
}

/** Drafts with their charity's name and, for a revision, the live project's price. */
function draftsWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('project_drafts as d')
    .innerJoin('ngos as n', 'n.id', 'd.ngo_id')
    .leftJoin('projects as p', 'p.id', 'd.project_id')
    .select([
      'd.id',
      'd.project_id',
      'd.ngo_id',
      'n.ar_name as ngo_ar_name',
      'd.ar_name',
      'd.project_description',
      'd.amount',
      'p.amount as live_amount',
      'd.category_id',
      'd.project_image',
      'd.sadaqa_kind',
      'd.zakat_eligible',
      'd.status',
      'd.review_message',
      'd.submitted_at',
    ]);
}

export type DraftRow = Awaited<ReturnType<ReturnType<typeof draftsWithNames>['executeTakeFirstOrThrow']>>;

/** A charity's drafts and revisions, newest first (the approved ones stay as its history). */
export function ngoDraftRows(db: Kysely<Database>, ngoId: number) {
  return draftsWithNames(db).where('d.ngo_id', '=', ngoId).orderBy('d.id', 'desc').limit(200).execute();
}

/** One draft as the lists show it. */
export function draftRow(db: Kysely<Database>, id: number) {
  return draftsWithNames(db).where('d.id', '=', id).executeTakeFirstOrThrow();
}

/** The drafts waiting for an operator, newest first, `limit + 1` rows from before `before`. */
export function waitingDraftRows(db: Kysely<Database>, before: number | undefined, limit: number) {
  let query = draftsWithNames(db).where('d.status', '=', 'pending');
  if (before !== undefined) query = query.where('d.id', '<', before);
  return query
    .orderBy('d.id', 'desc')
    .limit(limit + 1)
    .execute();
}

/**
 * A draft locked until the transaction ends; undefined when missing, or of another charity when
 * `ngoId` is given (another charity's draft looks the same as a missing one).
 */
export function lockDraft(db: Kysely<Database>, id: number, ngoId?: number) {
  let query = db
    .selectFrom('project_drafts')
    .select([
      'id',
      'ngo_id',
      'project_id',
      'status',
      'project_image',
      'ar_name',
      'created_by',
      'restored_from',
    ])
    .where('id', '=', id);
  if (ngoId !== undefined) query = query.where('ngo_id', '=', ngoId);
  return query.forUpdate().executeTakeFirst();
}

export async function insertDraft(
  db: Kysely<Database>,
  draft: DraftContent & {
    ngo_id: number;
    project_id: number | null;
    created_by: number;
    project_image: string | null;
    status?: 'pending';
    submitted_at?: Date;
    restored_from?: number;
  },
): Promise<number> {
  const row = await db.insertInto('project_drafts').values(draft).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function updateDraft(
  db: Kysely<Database>,
  id: number,
  change: Partial<DraftContent> & {
    project_image?: string;
    status?: ProjectDraftStatus;
    review_message?: string | null;
    submitted_at?: Date;
    decided_at?: Date;
    decided_by?: number;
    project_id?: number;
  },
) {
  return db
    .updateTable('project_drafts')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether the category may still be chosen (exists and is not retired). */
export async function categoryChoosable(db: Kysely<Database>, categoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

/** One of the charity's live projects, locked; undefined for another charity's or a missing one. */
export function lockLiveProject(db: Kysely<Database>, projectId: number, ngoId?: number) {
  let query = db
    .selectFrom('projects')
    .select([
      'id',
      'ngo_id',
      'ar_name',
      'amount',
      'category_id',
      'project_image',
      'sadaqa_kind',
      'zakat_eligible',
      'project_description',
      'retired_at',
    ])
    .where('id', '=', projectId);
  if (ngoId !== undefined) query = query.where('ngo_id', '=', ngoId);
  return query.forUpdate().executeTakeFirst();
}

/** An open (not approved) revision of a live project, if any. */
export function openRevisionOf(db: Kysely<Database>, projectId: number) {
  return db
    .selectFrom('project_drafts')
    .select('id')
    .where('project_id', '=', projectId)
    .where('status', '<>', 'approved')
    .executeTakeFirst();
}

/** Whether another live project of the charity has this name (names are unique per charity). */
export async function projectNameTaken(
  db: Kysely<Database>,
  ngoId: number,
  arName: string,
  exceptProjectId: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('projects')
    .select('id')
    .where('ngo_id', '=', ngoId)
    .where('ar_name', '=', arName);
  if (exceptProjectId !== null) query = query.where('id', '<>', exceptProjectId);
  return Boolean(await query.executeTakeFirst());
}

/** The live project an approved new draft becomes. */
export async function insertLiveProject(
  db: Kysely<Database>,
  ngoId: number,
  content: DraftContent & { project_image: string },
): Promise<number> {
  const row = await db
    .insertInto('projects')
    .values({ ngo_id: ngoId, en_name: '', ...content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateLiveProject(
  db: Kysely<Database>,
  projectId: number,
  content: DraftContent & { project_image: string },
) {
  return db.updateTable('projects').set(content).where('id', '=', projectId).execute();
}

/** A draft's content, as an approval copies it. */
export function draftContent(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('project_drafts')
    .select([
      'category_id',
      'ar_name',
      'project_description',
      'amount',
      'sadaqa_kind',
      'zakat_eligible',
      'project_image',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export function retireLiveProject(db: Kysely<Database>, projectId: number) {
  return db
    .updateTable('projects')
    .set({ retired_at: sql<Date>`now()` })
    .where('id', '=', projectId)
    .where('retired_at', 'is', null)
    .execute();
}
