import type { ColumnType } from 'kysely';
import type { CreatedAt, Identity, Timestamp } from './schema-columns';

// Kysely types of the table of migration 022: the opaque links of the follow and update mails
// (docs/decisions/028), and of the khatma's «read» mail or text (migration 027).

export type MailLinkPurpose = 'updates_unsubscribe' | 'follow_unsubscribe' | 'follow_confirm' | 'khatma_read';

export type MailLinkOccasion = 'anniversary' | 'ramadan' | 'arafah' | 'friday' | 'family_update' | 'all';

/** A link a mail carries: the random token's SHA-256 (hex) and what the link does. */
export interface MailLinksTable {
  id: Identity;
  token_hash: string;
  purpose: MailLinkPurpose;
  /** updates_unsubscribe: the campaign and address whose update mails stop */
  campaign_id: number | null;
  email: string | null;
  /** follow_unsubscribe and follow_confirm: the follow */
  follow_id: number | null;
  /** follow_unsubscribe: the kind of mail it stops, or all */
  occasion: MailLinkOccasion | null;
  /** follow_confirm: the choices it confirms, as JSON; {} for the other links */
  choices: ColumnType<unknown, string | undefined, never>;
  /** khatma_read (migration 027): the reservation it marks read */
  khatma_part_id: number | null;
  /** follow_confirm, khatma_read: until when it acts; null for an unsubscribe link, which never expires */
  expires_at: Timestamp | null;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}
