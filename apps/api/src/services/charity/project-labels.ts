import type { Kysely } from 'kysely';
import type { CharityProject } from '@athar/contract/charity/project-labels';
import { apiMessages } from '@athar/contract/messages';
import { piastersToEgp } from '@athar/contract/money';
import type { ProjectLabels } from '@athar/contract/projects/labels';
import { AppError } from '@athar/server-kit/errors';
import {
  charityProjectRows,
  setProjectLabels,
  type CharityProjectRow,
} from '../../db/queries/charity-projects';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';

function toCharityProject(row: CharityProjectRow): CharityProject {
  return {
    project_id: row.id,
    project_ar_name: row.ar_name,
    project_amount: piastersToEgp(row.amount),
    project_image: mediaUrl(row.project_image),
    sadaqa_kind: row.sadaqa_kind,
    zakat_eligible: row.zakat_eligible,
  };
}

/** The charity's projects as its labels page lists them. */
export async function charityProjects(db: Kysely<Database>, ngoId: number): Promise<CharityProject[]> {
  return (await charityProjectRows(db, ngoId)).map(toCharityProject);
}

/** Sets the labels of one of the staff member's charity's projects; any other project is a 404. */
export async function labelProject(
  db: Kysely<Database>,
  staff: { ngoId: number },
  projectId: number,
  labels: ProjectLabels,
): Promise<CharityProject> {
  const row = await setProjectLabels(db, staff.ngoId, projectId, labels);
  if (!row) throw new AppError('NOT_FOUND', apiMessages.projectNotFound);
  return toCharityProject(row);
}
