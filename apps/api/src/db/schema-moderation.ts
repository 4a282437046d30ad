import type { Generated } from 'kysely';
import type { CampaignModeration } from '@athar/contract/moderation/queue';
import type { StoredReportReason } from '@athar/contract/moderation/report-reasons';
import type { SignalKind, SignalSource } from '@athar/contract/moderation/signals';
import type { HiddenPart } from '@athar/contract/moderation/hidden-parts';
import type { CreatedAt, Identity, Timestamp } from './schema-columns';

// Kysely types of reports and moderation (036, docs/decisions/033).

export type { CampaignModeration };
export type ReportStage = 'family' | 'queue' | 'closed';
export type ReportClosedHow =
  | 'family_fixed'
  | 'family_answered'
  | 'campaign_changed'
  | 'dua_decided'
  | 'dismissed'
  | 'paused'
  | 'taken_down'
  | 'restored'
  | 'hidden'
  | 'appeal_decided';

export interface CampaignReportsTable {
  id: Identity;
  campaign_id: number;
  dua_id: number | null;
  /** migration 052: the family update or delivery update a report is about (one element at most) */
  family_update_id: number | null;
  delivery_update_id: number | null;
  reason: StoredReportReason;
  details: string | null;
  contact: string | null;
  reporter: string;
  created_at: CreatedAt;
  stage: ReportStage;
  family_due_at: Timestamp | null;
  queued_at: Timestamp | null;
  first_look_at: Timestamp | null;
  closed_at: Timestamp | null;
  closed_how: ReportClosedHow | null;
  family_answer: string | null;
}

export interface ModerationDecisionsTable {
  id: Identity;
  campaign_id: number;
  outcome: 'dismissed' | 'paused' | 'taken_down' | 'restored' | 'hidden';
  reason: string;
  /** migration 042: the element a 'hidden' decision hid, and its id (a dua's, an update's) */
  part: HiddenPart | null;
  part_id: number | null;
  decided_by: number;
  approved_by: number | null;
  decided_at: CreatedAt;
}

/** migration 042: a signal Athar computed on a campaign (docs/decisions/036) */
export interface CampaignSignalsTable {
  id: Identity;
  campaign_id: number;
  kind: SignalKind;
  /** the other campaign it points to (the same deceased, the same photo), or null */
  other_campaign_id: number | null;
  /** what was found: a phone number, an IBAN, wording; '' when the kind says it all */
  detail: Generated<string>;
  source: Generated<SignalSource>;
  /** the update it was found in, for a family or delivery update */
  source_id: number | null;
  created_at: CreatedAt;
}

/** migration 042: a campaign photo's hash in four 16-bit bands, looked up by exact band */
export interface CampaignPhotoBandsTable {
  band: number;
  bits: number;
  campaign_id: number;
}

/** migration 044: the family's appeal of an outcome (a pause, a take-down, a hidden element) */
export interface ModerationAppealsTable {
  id: Identity;
  campaign_id: number;
  decision_id: number;
  appellant: number;
  body: string;
  created_at: CreatedAt;
  state: Generated<'open' | 'upheld' | 'granted'>;
  answer: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
}

/** migration 050: what the family changed in one saved edit, for the case's history (docs/decisions/044) */
export type CampaignEditPart = 'description' | 'death_date' | 'deceased_gender' | 'photo';
export interface CampaignEditsTable {
  id: Identity;
  campaign_id: number;
  user_id: number | null;
  what: CampaignEditPart[];
  edited_at: CreatedAt;
}
