import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, Identity } from './schema-columns';

// Kysely types of the tables of the charity console: its staff, their permits and delivery updates.

/** Staff of one charity (003_charity_staff); password_hash is null until the invitation is used. */
export interface CharityStaffTable {
  id: Identity;
  ngo_id: number;
  email: string;
  staff_name: string;
  password_hash: string | null;
  created_at: CreatedAt;
  /** the charity's admin must enrol a second factor (034) */
  is_admin: ColumnType<boolean, boolean | undefined, boolean>;
  factor_secret: string | null;
  factor_enrolled_at: Timestamp | null;
  factor_last_step: number | null;
  /** sees and pays the charity's service-fee statements, as its admins do (037) */
  is_finance: ColumnType<boolean, boolean | undefined, boolean>;
  /** works the cash queue; true by default, as every staff member before 040 did */
  is_collector: ColumnType<boolean, boolean | undefined, boolean>;
  /** keeps the charity's projects and delivery updates (040) */
  is_editor: ColumnType<boolean, boolean | undefined, boolean>;
  /** taken out by the charity's admin: no login, no session (040) */
  disabled_at: Timestamp | null;
}

/** Single-use recovery codes of a staff member's second factor, only their SHA-256 kept (034). */
export interface StaffRecoveryCodesTable {
  id: Identity;
  staff_id: number;
  code_hash: Buffer;
  used_at: Timestamp | null;
}

export interface StaffSessionsTable {
  id: Identity;
  token_hash: Buffer;
  staff_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  factor_at: Timestamp | null;
  stepped_up_at: Timestamp | null;
}

/** What a staff link does: an invitation chooses the first password, a reset link a new one (012). */
export type StaffTokenPurpose = 'invite' | 'reset';

export interface StaffTokensTable {
  id: Identity;
  token_hash: Buffer;
  staff_id: number;
  purpose: StaffTokenPurpose;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A charity's fundraising permit (Law 149/2019), entered by the operator or asked for by its staff (015). */
export interface CharityPermitsTable {
  id: Identity;
  ngo_id: number;
  permit_number: string;
  issuing_body: string;
  /** Cairo calendar days: written as `YYYY-MM-DD`, read in SQL with to_char() where text is needed */
  starts_on: ColumnType<Date, string, string>;
  ends_on: ColumnType<Date, string, string>;
  scope: 'online' | 'offline';
  status: 'requested' | 'approved' | 'rejected';
  requested_by: number | null;
  decided_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
  /** 051: what the permit is for, its document (a private key) and why a request was refused */
  purpose: string | null;
  document_key: string | null;
  document_type: 'application/pdf' | 'image/jpeg' | 'image/png' | null;
  document_bytes: number | null;
  refusal_reason: string | null;
}

/** One notice per permit and kind (015). */
export interface PermitNoticesTable {
  permit_id: number;
  kind: 'expiring' | 'expired';
  created_at: CreatedAt;
}

export type DeliveryUpdateKind = 'progress' | 'completed' | 'still_working';

/** Proof of delivery posted by a charity's staff about a project or one campaign (015). */
export interface DeliveryUpdatesTable {
  id: Identity;
  ngo_id: number;
  project_id: number;
  campaign_id: number | null;
  staff_id: number | null;
  kind: DeliveryUpdateKind;
  body: string;
  beneficiaries: number | null;
  certificate_image: string | null;
  year_number: number | null;
  created_at: CreatedAt;
  /** migration 042: hidden by a moderator from the campaign it names (docs/decisions/036) */
  moderation_hidden: Generated<boolean>;
}

export interface DeliveryUpdatePhotosTable {
  update_id: number;
  position: number;
  image: string;
  taken_on: ColumnType<Date, string, string>;
}
