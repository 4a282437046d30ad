import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { apiMessages } from '@athar/contract/messages';
import { piastersToEgp } from '@athar/contract/money';
import { projectDraftFields, type ProjectDraft } from '@athar/contract/charity/project-drafts';
import { projectDraftMessages } from '@athar/contract/charity/project-draft-messages';
import type { ProjectTextHistory, ProjectTextVersion } from '@athar/contract/projects/text-history';
import { projectTextHistoryMessages as messages } from '@athar/contract/projects/text-history-messages';
import { AppError } from '@athar/server-kit/errors';
import {
  categoryChoosable,
  draftRow,
  insertDraft,
  lockLiveProject,
  openRevisionOf,
  projectNameTaken,
  updateLiveProject,
} from '../../db/queries/project-drafts';
import {
  currentTextId,
  insertProjectText,
  projectHeading,
  projectTextRows,
  projectTextVersion,
} from '../../db/queries/project-texts';
import type { Database } from '../../db/schema';
import { operatorAct, recordAudit, staffAct } from '../audit/audit-trail';
import { toProjectDraft, type StaffActor } from './project-drafts';

type TextRow = Awaited<ReturnType<typeof projectTextRows>>[number];

function toVersion(row: TextRow): ProjectTextVersion {
  return {
    version_id: Number(row.id),
    number: Number(row.number),
    ar_name: row.ar_name,
    project_description: row.project_description,
    project_amount: piastersToEgp(row.amount),
    category_id: row.category_id,
    category_ar_name: row.category_ar_name,
    sadaqa_kind: row.sadaqa_kind,
    zakat_eligible: row.zakat_eligible,
    written_by_name: row.written_by_name,
    approved_by_name: row.approved_by_name,
    approved_at: new Date(row.approved_at).toISOString(),
    restored_from_number: row.restored_from === null ? null : Number(row.restored_from_number),
  };
}

/**
 * A page of a project's approved texts, newest first (docs/decisions/049). With `ngoId` (the charity's
 * staff) another charity's project is a 404, exactly like a missing one.
 */
export async function projectTextHistory(
  db: Kysely<Database>,
  query: { projectId: number; ngoId?: number; before?: number | undefined; limit: number },
): Promise<ProjectTextHistory> {
  const project = await projectHeading(db, query.projectId, query.ngoId);
  if (!project) throw new AppError('NOT_FOUND', apiMessages.projectNotFound);
  const rows = await projectTextRows(db, query);
  const page = rows.slice(0, query.limit);
  const older = rows[query.limit];
  return {
    project_id: project.id,
    project_ar_name: project.ar_name,
    retired: project.retired_at !== null,
    current_version_id: await currentTextId(db, project.id),
    open_revision: Boolean(project.open_revision),
    versions: page.map(toVersion),
    older: older ? toVersion(older) : null,
    next_before: older ? Number(page.at(-1)!.id) : null,
  };
}

/** The older text to restore, checked: this project's, not its current one, its category still open. */
async function restorable(db: Kysely<Database>, projectId: number, versionId: number) {
  const version = await projectTextVersion(db, projectId, versionId);
  if (!version) throw new AppError('NOT_FOUND', messages.versionNotFound);
  if ((await currentTextId(db, projectId)) === Number(version.id))
    throw new AppError('CONFLICT', messages.alreadyCurrent);
  if (!(await categoryChoosable(db, version.category_id)))
    throw new AppError('CONFLICT', projectDraftMessages.categoryRetired);
  const { id, written_by, ...content } = version;
  // a text from before the drafts' rules (a seed's short description) is written again, not restored
  const fits = projectDraftFields.safeParse({ ...content, amount_egp: piastersToEgp(content.amount) });
  if (!fits.success) throw new AppError('CONFLICT', messages.versionOutdated(fits.error.issues[0]!.message));
  return { id: Number(id), written_by: written_by === null ? null : Number(written_by), content };
}

/**
 * The charity brings an older text back as a revision sent for review at once, exactly as an edit it
 * sends: the live text stays until an operator approves it; one open revision at a time.
 */
export async function restoreForReview(
  db: Kysely<Database>,
  { staff, origin }: StaffActor,
  projectId: number,
  versionId: number,
): Promise<ProjectDraft> {
  const id = await db.transaction().execute(async (trx) => {
    const live = await lockLiveProject(trx, projectId, staff.ngoId);
    if (!live) throw new AppError('NOT_FOUND', apiMessages.projectNotFound);
    if (live.retired_at !== null) throw new AppError('CONFLICT', projectDraftMessages.projectRetired);
    if (await openRevisionOf(trx, projectId))
      throw new AppError('CONFLICT', projectDraftMessages.revisionOpen);
    const version = await restorable(trx, projectId, versionId);
    if (await projectNameTaken(trx, staff.ngoId, version.content.ar_name, projectId))
      throw new AppError('CONFLICT', projectDraftMessages.nameTaken);
    const draftId = await insertDraft(trx, {
      ...version.content,
      ngo_id: staff.ngoId,
      project_id: projectId,
      created_by: staff.id,
      project_image: live.project_image,
      status: 'pending',
      submitted_at: new Date(),
      restored_from: version.id,
    });
    await recordAudit(
      trx,
      staffAct(origin, staff, {
        action: 'charity.project_draft.restored',
        object_kind: 'project_draft',
        object_id: draftId,
        changes: {
          project_id: [null, projectId],
          restored_from: [null, version.id],
          ar_name: [live.ar_name, version.content.ar_name],
          amount: [live.amount, version.content.amount],
        },
      }),
    );
    return draftId;
  });
  return toProjectDraft(await draftRow(db, id));
}

/**
 * An operator of the catalogue duty brings an older text back at once: the text was approved before,
 * and approving a text is theirs alone (037), so the restore is an approval — a new version, audited
 * in the charity's slice. The picture stays; an open revision of the charity stays open.
 */
export async function restoreLive(
  db: Kysely<Database>,
  request: FastifyRequest,
  operatorId: number,
  projectId: number,
  versionId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const live = await lockLiveProject(trx, projectId);
    if (!live) throw new AppError('NOT_FOUND', apiMessages.projectNotFound);
    if (live.retired_at !== null) throw new AppError('CONFLICT', projectDraftMessages.projectRetired);
    const version = await restorable(trx, projectId, versionId);
    if (await projectNameTaken(trx, live.ngo_id, version.content.ar_name, projectId))
      throw new AppError('CONFLICT', projectDraftMessages.nameTaken);
    await updateLiveProject(trx, projectId, { ...version.content, project_image: live.project_image });
    await insertProjectText(trx, {
      ...version.content,
      project_id: projectId,
      draft_id: null,
      written_by: version.written_by,
      approved_by: operatorId,
      restored_from: version.id,
    });
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'operator.project.restored',
        object_kind: 'project',
        object_id: projectId,
        ngo_id: live.ngo_id,
        changes: {
          restored_from: [null, version.id],
          ar_name: [live.ar_name, version.content.ar_name],
          amount: [live.amount, version.content.amount],
        },
      }),
    );
  });
}
