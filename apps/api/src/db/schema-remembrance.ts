import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp, Identity } from './schema-columns';

// Kysely types of the tables of migration 016 (PRODUCT.md §11: remembrance).

export type HijriShift = -1 | 0 | 1;

/** Egypt's sighting: Hijri month (year, month) began `shift` days after Umm al-Qura's first day. */
export interface HijriCorrectionsTable {
  hijri_year: number;
  hijri_month: number;
  shift: HijriShift;
  set_at: CreatedAt;
}

export interface CampaignAdminsTable {
  campaign_id: number;
  user_id: number;
  invited_by: number | null;
  created_at: CreatedAt;
}

export interface CampaignAdminInvitesTable {
  id: Identity;
  campaign_id: number;
  email: string;
  token_hash: string;
  invited_by: number;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** the invitee said no (issue 35) */
  declined_at: Timestamp | null;
  created_at: CreatedAt;
}

export type DuaStatus = 'pending' | 'shown' | 'hidden';

export interface DuasTable {
  id: Identity;
  campaign_id: number;
  body: string;
  author_name: string | null;
  user_id: number | null;
  email: string | null;
  status: DuaStatus;
  decided_by: number | null;
  decided_at: Timestamp | null;
  created_at: CreatedAt;
  /** migration 042: hidden by a moderator (docs/decisions/036), whatever the family decided */
  moderation_hidden: Generated<boolean>;
}

export interface DuaReportsTable {
  dua_id: number;
  /** 'u:<user id>' or 'a:<hash of the address>' */
  reporter: string;
  created_at: CreatedAt;
}

export interface KhatmasTable {
  id: Identity;
  campaign_id: number;
  number: number;
  opened_by: number | null;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
}

export interface KhatmaPartsTable {
  /** the reservation's own number (migration 027): what a mailed link names */
  id: Identity;
  khatma_id: number;
  juz: number;
  reader_name: string | null;
  show_name: Generated<boolean>;
  user_id: number | null;
  /** a guest reader: the hash of the reader token their browser keeps (migration 022) */
  reader_hash: string | null;
  secret_hash: string;
  reserved_at: CreatedAt;
  read_at: Timestamp | null;
}

export interface CampaignFollowsTable {
  id: Identity;
  campaign_id: number;
  email: string;
  user_id: number | null;
  anniversary: Generated<boolean>;
  ramadan: Generated<boolean>;
  arafah: Generated<boolean>;
  friday: Generated<boolean>;
  family_updates: Generated<boolean>;
  confirmed_at: Timestamp | null;
  created_at: CreatedAt;
}

export type FollowOccasion = 'anniversary' | 'ramadan' | 'arafah' | 'friday' | 'family_update';

export interface FollowSendsTable {
  follow_id: number;
  occasion: FollowOccasion;
  /** the day ('YYYY-MM-DD') of a reminder, or the update's id */
  occasion_key: string;
  created_at: CreatedAt;
}

export interface FamilyUpdatesTable {
  id: Identity;
  campaign_id: number;
  author_id: number | null;
  body: string;
  image: string | null;
  created_at: CreatedAt;
  /** migration 042: hidden by a moderator (docs/decisions/036) */
  moderation_hidden: Generated<boolean>;
}
