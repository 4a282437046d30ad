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
