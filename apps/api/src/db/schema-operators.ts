import type { ColumnType } from 'kysely';
import type { AuditActorKind } from '@athar/contract/operator/audit';
import type { OperatorRole } from '@athar/contract/operator/roles';
import type { CreatedAt, Identity, Timestamp } from './schema-columns';

// Kysely types of the operators' side (030): their accounts, factors, sessions, and the audit log.

export interface OperatorsTable {
  id: Identity;
  email: string;
  operator_name: string;
  password_hash: string | null;
  roles: ColumnType<OperatorRole[], OperatorRole[] | undefined, OperatorRole[]>;
  factor_secret: string | null;
  factor_enrolled_at: Timestamp | null;
  factor_last_step: number | null;
  created_at: CreatedAt;
  /** taken out of the team (038) */
  disabled_at: Timestamp | null;
}

/** An invitation link (038): only its token's SHA-256, single-use, 72 hours. */
export interface OperatorInvitationsTable {
  id: Identity;
  operator_id: number;
  token_hash: Buffer;
  invited_by: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OperatorRecoveryCodesTable {
  id: Identity;
  operator_id: number;
  code_hash: Buffer;
  used_at: Timestamp | null;
}

export interface OperatorSessionsTable {
  id: Identity;
  token_hash: Buffer;
  operator_id: number;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  factor_at: Timestamp | null;
  stepped_up_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** `{ field: [before, after] }` of the fields an act changed. */
export type AuditChanges = Record<string, [unknown, unknown]>;

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): nothing here is ever updated. */
export interface AuditLogTable {
  id: Identity;
  at: CreatedAt;
  actor_kind: AuditActorKind;
  actor_id: number | null;
  actor_label: string | null;
  action: string;
  object_kind: string | null;
  object_id: string | null;
  ngo_id: number | null;
  /** `AuditChanges`, `{}` when none (json: read as unknown, as every jsonb column) */
  changes: ColumnType<unknown, string | undefined, never>;
  ip: string | null;
  user_agent: string | null;
}

export type ApprovalAction =
  'operator.grant_admin' | 'permit.revoke' | 'campaign.take_down' | 'charity.payment_settings';
export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

/** Four eyes (033): an act one operator asks for and another carries out. */
export interface OperatorApprovalsTable {
  id: Identity;
  action: ApprovalAction;
  object_id: number;
  reason: string;
  /** null when a charity's admin asked (requested_by_staff, 039) */
  requested_by: number | null;
  requested_by_staff: number | null;
  requested_at: CreatedAt;
  status: ColumnType<ApprovalStatus, ApprovalStatus | undefined, ApprovalStatus>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
}
