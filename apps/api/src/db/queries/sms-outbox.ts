import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { donationWithNamesQuery } from './donation-with-names';
import { claimDueOutboxRows, type OutboxClaim } from './outbox-claim';

/** A confirmed donation as its text-message receipt tells it, with the phone it goes to (if any). */
export function receiptSmsDonation(db: Kysely<Database>, donationId: number) {
  return donationWithNamesQuery(db)
    .select(['d.id', 'd.msisdn', 'd.amount'])
    .where('d.id', '=', donationId)
    .where('d.status', '=', 'confirmed')
    .executeTakeFirst();
}

/** Queues a donation's receipt by text message; a second one for the same donation is ignored. */
export async function insertSmsReceipt(
  db: Kysely<Database>,
  row: { donation_id: number; body: string },
): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({ kind: 'receipt', ...row })
    .onConflict((conflict) => conflict.columns(['kind', 'donation_id']).doNothing())
    .execute();
}

/**
 * Claims the messages due at `now` (outbox-claim.ts): each row's kind, what it is about (the
 * donation, or the schedule and its night as `YYYY-MM-DD`, or a khatma reservation and its number), its
 * text (none for a khatma reservation's, written when it is sent) and attempts so far.
 */
export function claimDueSms(db: Kysely<Database>, now: Date, claim: OutboxClaim) {
  return claimDueOutboxRows(
    db,
    'sms_outbox',
    [
      'id',
      'kind',
      'donation_id',
      'schedule_id',
      sql<string | null>`to_char(night, 'YYYY-MM-DD')`.as('night'),
      'khatma_part_id',
      'msisdn',
      'body',
      'attempts',
    ],
    now,
    claim,
  );
}

/** The donation's phone as it is now: null once a donor who deleted their account lost it. */
export async function smsRecipient(
  db: Kysely<Database>,
  subject: { donation_id: number | null; schedule_id: number | null },
): Promise<string | null> {
  const row =
    subject.donation_id !== null
      ? await db
          .selectFrom('donations')
          .select('msisdn')
          .where('id', '=', subject.donation_id)
          .executeTakeFirst()
      : subject.schedule_id !== null
        ? await db
            .selectFrom('giving_schedules')
            .select('msisdn')
            .where('id', '=', subject.schedule_id)
            .executeTakeFirst()
        : undefined;
  return row?.msisdn ?? null;
}

/** Marks a message sent, with the aggregator's id for it (or, not sent at all, why). */
export async function markSmsSent(
  db: Kysely<Database>,
  id: number,
  outcome: { providerMessageId: string | null; lastError: string | null },
): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({
      sent_at: new Date(),
      provider_message_id: outcome.providerMessageId,
      last_error: outcome.lastError,
      // a number kept beside its message (a khatma reservation's, issue 35) was kept for it alone
      msisdn: null,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Gives a message up after the aggregator refused it for good: its attempts are set to the most
 * there are, so no claim takes it again, and it stays unsent with the refusal as its last error.
 */
export async function giveUpSms(
  db: Kysely<Database>,
  id: number,
  maxAttempts: number,
  lastError: string,
): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({ attempts: maxAttempts, last_error: lastError, msisdn: null })
    .where('id', '=', id)
    .execute();
}
