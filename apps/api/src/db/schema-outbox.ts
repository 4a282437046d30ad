import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, Identity } from './schema-columns';

// Kysely types of the tables of what is written now and sent later: mails, text messages, digests.

export type MailKind =
  | 'receipt'
  | 'campaign_visible'
  | 'daily_digest'
  | 'kiosk_reference'
  | 'permit_expiring'
  | 'reminder'
  | 'family_update'
  | 'follow_confirm'
  | 'admin_invite'
  | 'dua_pending'
  | 'permit_expired'
  | 'delivery_update'
  | 'schedule_started'
  | 'schedule_night_link'
  | 'schedule_charge_failed'
  | 'schedule_amount_changed'
  | 'schedule_link'
  | 'khatma_read_link'
  | 'report_to_family'
  | 'moderation_outcome'
  | 'fee_statement_reminder'
  | 'payment_settings_decided'
  | 'appeal_decided'
  | 'permit_decided'
  | 'project_reviewed'
  | 'name_change_decided';

/** Mails written with what they report and sent later by the outbox dispatcher (004). */
export interface MailOutboxTable {
  id: Identity;
  kind: MailKind;
  /** what the mail is about, per kind (services/mail-outbox/outbox-mail.ts) */
  payload: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
  last_error: string | null;
}

/** Text messages written with what they report and sent later through the SMS aggregator (014). */
export interface SmsOutboxTable {
  id: Identity;
  kind: 'receipt' | 'schedule_night_link' | 'schedule_phone_code' | 'khatma_read_link';
  /** receipt: the donation; schedule_night_link and schedule_phone_code (020): none */
  donation_id: number | null;
  schedule_id: number | null;
  night: ColumnType<Date, string, string> | null;
  /** khatma_read_link (027): the reservation its link marks read, and the number until it is sent */
  khatma_part_id: number | null;
  msisdn: string | null;
  /** null for a khatma_read_link, written when it is sent (its link is made then) */
  body: string | null;
  created_at: CreatedAt;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
  provider_message_id: string | null;
  last_error: string | null;
}

/** The claim of one campaign's digest for one Cairo day (`YYYY-MM-DD`). */
export interface CampaignDigestsTable {
  campaign_id: number;
  day: ColumnType<Date, string, never>;
  created_at: CreatedAt;
}

/** Who asked for no more update mails about a campaign (015). */
export interface UpdateUnsubscribesTable {
  email: string;
  campaign_id: number;
  created_at: CreatedAt;
}
