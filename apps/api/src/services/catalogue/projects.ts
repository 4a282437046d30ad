import type { Kysely } from 'kysely';
import { piastersToEgp } from '@athar/contract/money';
import type { Project } from '@athar/contract/projects/projects';
import {
  featuredProjectRows,
  findProjectRow,
  listProjectRows,
  type ListingQuery,
  type ProjectRow,
} from '../../db/queries/projects';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';
import { piasters } from '@athar/contract/piasters';

function toProject(row: ProjectRow): Project {
  return {
    project_id: row.id,
    project_ar_name: row.ar_name,
    project_amount: piastersToEgp(row.amount),
    project_description: row.project_description,
    project_image: mediaUrl(row.project_image),
    category_id: row.category_id,
    ngo_id: row.ngo_id,
    ngo_ar_name: row.ngo_ar_name,
    ngo_image: mediaUrl(row.ngo_image),
    created_at: row.created_at.toISOString(),
    donations_collected: piastersToEgp(piasters(Number(row.collected ?? 0))),
    units_completed: Number(row.units ?? 0),
    total_projects: Number(row.total_projects),
    sadaqa_kind: row.sadaqa_kind,
    zakat_eligible: row.zakat_eligible,
  };
}

export async function findProject(db: Kysely<Database>, projectId: number): Promise<Project | null> {
  const row = await findProjectRow(db, projectId);
  return row ? toProject(row) : null;
}

/** A page of projects: all of them, or one category's, or one charity's, or a search's. */
export async function listProjects(db: Kysely<Database>, query: ListingQuery): Promise<Project[]> {
  return (await listProjectRows(db, query)).map(toProject);
}

/** The home page's featured projects, in order; none when nothing is chosen (docs/decisions/043). */
export async function listFeaturedProjects(db: Kysely<Database>): Promise<Project[]> {
  return (await featuredProjectRows(db)).map(toProject);
}
