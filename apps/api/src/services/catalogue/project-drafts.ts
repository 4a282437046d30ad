import type { Kysely } from 'kysely';
import { apiMessages } from '@athar/contract/messages';
import { egpToPiasters, piastersToEgp } from '@athar/contract/money';
import type { ProjectDraft, ProjectDraftValues } from '@athar/contract/charity/project-drafts';
import { projectDraftMessages as messages } from '@athar/contract/charity/project-draft-messages';
import { AppError } from '@athar/server-kit/errors';
import {
  categoryChoosable,
  draftRow,
  insertDraft,
  lockDraft,
  lockLiveProject,
  ngoDraftRows,
  openRevisionOf,
  projectNameTaken,
  updateDraft,
  type DraftContent,
  type DraftRow,
} from '../../db/queries/project-drafts';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';
import { recordAudit, staffAct, type AuditOrigin } from '../audit/audit-trail';

export interface StaffActor {
  staff: { id: number; ngoId: number };
  origin: AuditOrigin;
}

export function toProjectDraft(row: DraftRow): ProjectDraft {
  return {
    draft_id: row.id,
    project_id: row.project_id,
    ngo_id: row.ngo_id,
    ngo_ar_name: row.ngo_ar_name,
    ar_name: row.ar_name,
    project_description: row.project_description,
    project_amount: piastersToEgp(row.amount),
    live_amount: row.live_amount === null ? null : piastersToEgp(row.live_amount),
    category_id: row.category_id,
    project_image: row.project_image === null ? null : mediaUrl(row.project_image),
    sadaqa_kind: row.sadaqa_kind,
    zakat_eligible: row.zakat_eligible,
    status: row.status,
    review_message: row.review_message,
    submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
  };
}

/** The charity's drafts and revisions, newest first. */
export async function ngoDrafts(db: Kysely<Database>, ngoId: number): Promise<ProjectDraft[]> {
  return (await ngoDraftRows(db, ngoId)).map(toProjectDraft);
}

async function contentOf(db: Kysely<Database>, values: ProjectDraftValues): Promise<DraftContent> {
  if (!(await categoryChoosable(db, values.category_id)))
    throw new AppError('BAD_REQUEST', messages.categoryRetired, { category_id: messages.categoryRetired });
  return {
    category_id: values.category_id,
    ar_name: values.ar_name,
    project_description: values.project_description,
    amount: egpToPiasters(values.amount_egp),
    sadaqa_kind: values.sadaqa_kind,
    zakat_eligible: values.zakat_eligible,
  };
}

/**
 * A new draft of the staff member's charity: a new project, or a revision of one of its live projects
 * (the live one keeps showing until an operator approves the revision; one open revision at a time).
 */
export async function createDraft(
  db: Kysely<Database>,
  { staff, origin }: StaffActor,
  values: ProjectDraftValues & { project_id?: number | undefined },
): Promise<ProjectDraft> {
  const id = await db.transaction().execute(async (trx) => {
    const content = await contentOf(trx, values);
    let image: string | null = null;
    const projectId = values.project_id ?? null;
    if (projectId !== null) {
      const live = await lockLiveProject(trx, projectId, staff.ngoId);
      if (!live) throw new AppError('NOT_FOUND', apiMessages.projectNotFound);
      if (live.retired_at !== null) throw new AppError('CONFLICT', messages.projectRetired);
      if (await openRevisionOf(trx, projectId)) throw new AppError('CONFLICT', messages.revisionOpen);
      image = live.project_image;
    }
    const draftId = await insertDraft(trx, {
      ...content,
      ngo_id: staff.ngoId,
      project_id: projectId,
      created_by: staff.id,
      project_image: image,
    });
    await recordAudit(
      trx,
      staffAct(origin, staff, {
        action: 'charity.project_draft.created',
        object_kind: 'project_draft',
        object_id: draftId,
        changes: {
          ar_name: [null, content.ar_name],
          amount: [null, content.amount],
          project_id: [null, projectId],
        },
      }),
    );
    return draftId;
  });
  return toProjectDraft(await draftRow(db, id));
}

/** Locks one of the charity's drafts that may still be written (not sent, or sent back). */
export async function lockEditableDraft(db: Kysely<Database>, ngoId: number, id: number) {
  const draft = await lockDraft(db, id, ngoId);
  if (!draft) throw new AppError('NOT_FOUND', messages.draftNotFound);
  if (draft.status !== 'draft' && draft.status !== 'returned')
    throw new AppError('CONFLICT', messages.notEditable);
  return draft;
}

/** Rewrites a draft not yet sent or sent back; audited with what was asked. */
export async function editDraft(
  db: Kysely<Database>,
  { staff, origin }: StaffActor,
  id: number,
  values: ProjectDraftValues,
): Promise<ProjectDraft> {
  await db.transaction().execute(async (trx) => {
    await lockEditableDraft(trx, staff.ngoId, id);
    const content = await contentOf(trx, values);
    await updateDraft(trx, id, content);
    await recordAudit(
      trx,
      staffAct(origin, staff, {
        action: 'charity.project_draft.edited',
        object_kind: 'project_draft',
        object_id: id,
        changes: { ar_name: [null, content.ar_name], amount: [null, content.amount] },
      }),
    );
  });
  return toProjectDraft(await draftRow(db, id));
}

/** Sends a draft to the operators: it needs its picture and a name no other live project has. */
export async function submitDraft(db: Kysely<Database>, { staff, origin }: StaffActor, id: number) {
  await db.transaction().execute(async (trx) => {
    const draft = await lockEditableDraft(trx, staff.ngoId, id);
    if (draft.project_image === null)
      throw new AppError('BAD_REQUEST', messages.pictureNeeded, { project_image: messages.pictureNeeded });
    if (await projectNameTaken(trx, staff.ngoId, draft.ar_name, draft.project_id))
      throw new AppError('CONFLICT', messages.nameTaken, { ar_name: messages.nameTaken });
    await updateDraft(trx, id, { status: 'pending', submitted_at: new Date() });
    await recordAudit(
      trx,
      staffAct(origin, staff, {
        action: 'charity.project_draft.submitted',
        object_kind: 'project_draft',
        object_id: id,
        changes: { status: [draft.status, 'pending'] },
      }),
    );
  });
  return toProjectDraft(await draftRow(db, id));
}
