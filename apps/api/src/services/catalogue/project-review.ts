import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { apiMessages } from '@athar/contract/messages';
import type { ProjectDraft } from '@athar/contract/charity/project-drafts';
import { projectDraftMessages as messages } from '@athar/contract/charity/project-draft-messages';
import { AppError } from '@athar/server-kit/errors';
import { keysetSlice } from '../../lib/keyset-page';
import {
  draftContent,
  draftRow,
  insertLiveProject,
  lockDraft,
  lockLiveProject,
  projectNameTaken,
  retireLiveProject,
  updateDraft,
  updateLiveProject,
  waitingDraftRows,
} from '../../db/queries/project-drafts';
import { insertProjectText, keepFirstText } from '../../db/queries/project-texts';
import type { Database } from '../../db/schema';
import { queueProjectReviewedMails } from '../mail-outbox/catalogue-mails';
import { operatorAct, recordAudit, staffAct, type AuditOrigin } from '../audit/audit-trail';
import { removeProjectPicture } from './project-picture';
import { toProjectDraft } from './project-drafts';

/** The drafts waiting for review, a keyset page. */
export async function waitingProjects(
  db: Kysely<Database>,
  query: { before?: number | undefined; limit: number },
) {
  const rows = await waitingDraftRows(db, query.before, query.limit);
  const { page, next_before } = keysetSlice(rows, query.limit);
  return { drafts: page.map(toProjectDraft), next_before };
}

async function lockWaiting(db: Kysely<Database>, id: number) {
  const draft = await lockDraft(db, id);
  if (!draft) throw new AppError('NOT_FOUND', messages.draftNotFound);
  if (draft.status !== 'pending') throw new AppError('CONFLICT', messages.notWaiting);
  return draft;
}

/**
 * Approves a waiting draft: a new project becomes live (choosable for campaigns, counting for the
 * charity's listing), or a revision is copied onto its live project — whose existing campaigns keep
 * the unit price they were created with (043). The draft, the project and the audit entry are one
 * transaction; a second approval of the same draft finds it decided.
 */
export async function approveDraft(
  db: Kysely<Database>,
  request: FastifyRequest,
  operatorId: number,
  id: number,
  uploadsDir: string,
): Promise<ProjectDraft> {
  let replacedPicture: string | null = null;
  await db.transaction().execute(async (trx) => {
    const draft = await lockWaiting(trx, id);
    const { project_image, ...content } = await draftContent(trx, id);
    if (project_image === null) throw new AppError('CONFLICT', messages.pictureNeeded);
    if (await projectNameTaken(trx, draft.ngo_id, content.ar_name, draft.project_id))
      throw new AppError('CONFLICT', messages.nameTaken);
    let projectId = draft.project_id;
    let before: Record<string, unknown> | null = null;
    if (projectId === null) {
      projectId = await insertLiveProject(trx, draft.ngo_id, { ...content, project_image });
    } else {
      const live = await lockLiveProject(trx, projectId);
      if (!live || live.retired_at !== null) throw new AppError('CONFLICT', messages.projectRetired);
      before = { ar_name: live.ar_name, amount: live.amount, project_image: live.project_image };
      await keepFirstText(trx, projectId);
      if (live.project_image !== project_image) replacedPicture = live.project_image;
      await updateLiveProject(trx, projectId, { ...content, project_image });
    }
    await updateDraft(trx, id, {
      status: 'approved',
      decided_at: new Date(),
      decided_by: operatorId,
      review_message: null,
      project_id: projectId,
    });
    await insertProjectText(trx, {
      project_id: projectId,
      draft_id: id,
      ...content,
      written_by: draft.created_by === null ? null : Number(draft.created_by),
      approved_by: operatorId,
      restored_from: draft.restored_from === null ? null : Number(draft.restored_from),
    });
    await queueProjectReviewedMails(trx, {
      ...draft,
      created_by: draft.created_by && Number(draft.created_by),
    });
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'operator.project.approved',
        object_kind: 'project_draft',
        object_id: id,
        ngo_id: draft.ngo_id,
        changes: {
          project_id: [draft.project_id, projectId],
          ar_name: [before?.ar_name ?? null, content.ar_name],
          amount: [before?.amount ?? null, content.amount],
        },
      }),
    );
  });
  // the revision's old live picture, once no project or draft shows it any more
  const replaced = replacedPicture as string | null;
  if (replaced !== null) await removeProjectPicture(db, uploadsDir, replaced);
  return toProjectDraft(await draftRow(db, id));
}

/** Sends a waiting draft back to its charity with the operator's message; audited. */
export async function returnDraft(
  db: Kysely<Database>,
  request: FastifyRequest,
  operatorId: number,
  id: number,
  message: string,
): Promise<ProjectDraft> {
  await db.transaction().execute(async (trx) => {
    const draft = await lockWaiting(trx, id);
    await updateDraft(trx, id, {
      status: 'returned',
      review_message: message,
      decided_at: new Date(),
      decided_by: operatorId,
    });
    await queueProjectReviewedMails(trx, {
      ...draft,
      created_by: draft.created_by && Number(draft.created_by),
    });
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'operator.project.returned',
        object_kind: 'project_draft',
        object_id: id,
        ngo_id: draft.ngo_id,
        changes: { status: ['pending', 'returned'], review_message: [null, message] },
      }),
    );
  });
  return toProjectDraft(await draftRow(db, id));
}

type Retirer =
  | { kind: 'staff'; staff: { id: number; ngoId: number }; origin: AuditOrigin }
  | { kind: 'operator'; request: FastifyRequest; operatorId: number };

/**
 * Retires a live project: gone from choosing it for a new campaign and from the listings; its
 * campaigns keep working. The charity's staff reach only their own projects (another's is a 404).
 */
export async function retireProject(db: Kysely<Database>, by: Retirer, projectId: number) {
  await db.transaction().execute(async (trx) => {
    const live = await lockLiveProject(trx, projectId, by.kind === 'staff' ? by.staff.ngoId : undefined);
    if (!live) throw new AppError('NOT_FOUND', apiMessages.projectNotFound);
    if (live.retired_at !== null) throw new AppError('CONFLICT', messages.alreadyRetired);
    await retireLiveProject(trx, projectId);
    const act = {
      action: 'project.retired',
      object_kind: 'project',
      object_id: projectId,
      changes: { retired: [false, true] as [unknown, unknown] },
    };
    await recordAudit(
      trx,
      by.kind === 'staff'
        ? staffAct(by.origin, by.staff, { ...act, action: 'charity.project.retired' })
        : operatorAct(by.request, by.operatorId, {
            ...act,
            action: 'operator.project.retired',
            ngo_id: live.ngo_id,
          }),
    );
  });
  return { project_id: projectId };
}
