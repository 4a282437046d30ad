import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { MailLinkOccasion, MailLinkPurpose } from '../schema-mail-links';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The links of the follow and update mails (migration 022, docs/decisions/028) and of the khatma's
 * «read» mail or text (027): a random token's SHA-256 (hex), what the link does and until when. One row
 * per link a message carried.
 */

export interface NewMailLink {
  token_hash: string;
  purpose: MailLinkPurpose;
  campaign_id?: number;
  email?: string;
  follow_id?: number;
  occasion?: MailLinkOccasion;
  /** khatma_read: the reservation it marks read */
  khatma_part_id?: number;
  /** a confirmation's choices, as JSON text */
  choices?: string;
  /** a confirmation's or a khatma link's expiry; null for an unsubscribe link */
  expires_at: Date | null;
}

export async function insertMailLink(db: Db, link: NewMailLink): Promise<void> {
  await db.insertInto('mail_links').values(link).execute();
}

/** The link a token's hash names, if it was issued for `purpose`; undefined otherwise. */
export function findMailLink(db: Db, tokenHash: string, purpose: MailLinkPurpose) {
  return db
    .selectFrom('mail_links')
    .select([
      'id',
      'campaign_id',
      'email',
      'follow_id',
      'occasion',
      'choices',
      'khatma_part_id',
      'expires_at',
      'used_at',
    ])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * Marks a single-use link used, once: true for the call that did it, false when it was used already
 * (two presses at once: one of them).
 */
export async function useMailLink(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_links')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
