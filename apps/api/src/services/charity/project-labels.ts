import type { Kysely } from 'kysely';
import type { CharityProject } from '@athar/contract/charity/project-labels';
import { apiMessages } from '@athar/contract/messages';
import { piastersToEgp } from '@athar/contract/money';
import type { ProjectLabels } from '@athar/contract/projects/labels';
import { AppError } from '@athar/server-kit/errors';
import {
  charityProjectRows,
  lockProjectLabels,
  setProjectLabels,
  type CharityProjectRow,
} from '../../db/queries/charity-projects';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';
import { changedFields, recordAudit, staffAct, type AuditOrigin } from '../audit/audit-trail';

function toCharityProject(row: CharityProjectRow): CharityProject {
  return {
    project_id: row.id,
    project_ar_name: row.ar_name,
    project_amount: piastersToEgp(row.amount),
    project_image: mediaUrl(row.project_image),
    sadaqa_kind: row.sadaqa_kind,
    zakat_eligible: row.zakat_eligible,
    project_description: row.project_description,
    category_id: row.category_id,
    retired: row.retired_at !== null,
  };
}

/** The charity's projects as its labels page lists them. */
export async function charityProjects(db: Kysely<Database>, ngoId: number): Promise<CharityProject[]> {
  return (await charityProjectRows(db, ngoId)).map(toCharityProject);
}

/**
 * Sets the labels of one of the staff member's charity's projects, with the audit entry of what they
 * were and are in the same transaction; any other project is a 404.
 */
export async function labelProject(
  db: Kysely<Database>,
  staff: { id: number; ngoId: number },
  projectId: number,
  labels: ProjectLabels,
  origin: AuditOrigin,
): Promise<CharityProject> {
  return db.transaction().execute(async (trx) => {
    const before = await lockProjectLabels(trx, staff.ngoId, projectId);
    const row = before && (await setProjectLabels(trx, staff.ngoId, projectId, labels));
    if (!row) throw new AppError('NOT_FOUND', apiMessages.projectNotFound);
    const after = { sadaqa_kind: row.sadaqa_kind, zakat_eligible: row.zakat_eligible };
    await recordAudit(
      trx,
      staffAct(origin, staff, {
        action: 'charity.project.labelled',
        object_kind: 'project',
        object_id: projectId,
        changes: changedFields(before, after),
      }),
    );
    return toCharityProject(row);
  });
}
