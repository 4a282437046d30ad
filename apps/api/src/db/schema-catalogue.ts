import type { ColumnType } from 'kysely';
import type { CreatedAt, Identity, Timestamp } from './schema-columns';
import type { Piasters } from '@athar/contract/piasters';

export type ProjectDraftStatus = 'draft' | 'pending' | 'returned' | 'approved';

/**
 * A project as a charity's editors write it, before an operator approves it (043): a new project when
 * project_id is null, else a revision of that live project (docs/decisions/037).
 */
export interface ProjectDraftsTable {
  id: Identity;
  ngo_id: number;
  project_id: number | null;
  category_id: number;
  ar_name: string;
  project_description: string;
  amount: Piasters;
  project_image: string | null;
  sadaqa_kind: 'jariya' | 'sadaqa';
  zakat_eligible: boolean;
  status: ColumnType<ProjectDraftStatus, ProjectDraftStatus | undefined, ProjectDraftStatus>;
  review_message: string | null;
  created_by: number | null;
  submitted_at: Timestamp | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** a restore of an approved text (049): the version it copied */
  restored_from: number | null;
}

export type NgoNameChangeStatus = 'pending' | 'approved' | 'refused';

/** A change of a charity's public name its admin proposed, waiting for an operator (043). */
export interface NgoNameChangesTable {
  id: Identity;
  ngo_id: number;
  ar_name: string;
  status: ColumnType<NgoNameChangeStatus, NgoNameChangeStatus | undefined, NgoNameChangeStatus>;
  reason: string | null;
  proposed_by: number;
  decided_by: number | null;
  created_at: CreatedAt;
  decided_at: Timestamp | null;
}

/** The home page's featured campaigns chosen by an operator, in order (049, docs/decisions/043). */
export interface HomeFeaturedCampaignsTable {
  campaign_id: number;
  position: number;
  chosen_by: number;
  chosen_at: CreatedAt;
}

/** The home page's featured projects chosen by an operator, in order (049). */
export interface HomeFeaturedProjectsTable {
  project_id: number;
  position: number;
  chosen_by: number;
  chosen_at: CreatedAt;
}

/** Each approved text of a project: name, description, unit price, who wrote and approved it (049). */
export interface ProjectTextVersionsTable {
  id: Identity;
  project_id: number;
  draft_id: number | null;
  ar_name: string;
  project_description: string;
  amount: Piasters;
  category_id: number;
  sadaqa_kind: 'jariya' | 'sadaqa';
  zakat_eligible: boolean;
  written_by: number | null;
  approved_by: number | null;
  approved_at: CreatedAt;
  /** a restore: the version it copied (049) */
  restored_from: number | null;
}
