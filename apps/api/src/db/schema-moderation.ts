import type { CampaignModeration } from '@athar/contract/moderation/queue';
import type { StoredReportReason } from '@athar/contract/moderation/report-reasons';
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
  | 'restored';

export interface CampaignReportsTable {
  id: Identity;
  campaign_id: number;
  dua_id: number | null;
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
  outcome: 'dismissed' | 'paused' | 'taken_down' | 'restored';
  reason: string;
  decided_by: number;
  approved_by: number | null;
  decided_at: CreatedAt;
}
