import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { donationWithNamesQuery } from './donation-with-names';

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
 * Claims up to `batch` messages due at `now` (FOR UPDATE SKIP LOCKED, so several instances never
 * take the same row), counting the attempt and leasing each row until `leaseUntil`.
 */
export function claimDueSms(
  db: Kysely<Database>,
  now: Date,
  claim: { batch: number; maxAttempts: number; leaseUntil: Date },
) {
  const due = db
    .selectFrom('sms_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('attempts', '<', claim.maxAttempts)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(claim.batch)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable('sms_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: claim.leaseUntil,
    }))
    .where('id', 'in', due)
    .returning([
      'id',
      'kind',
      'donation_id',
      'schedule_id',
      sql<string | null>`to_char(night, 'YYYY-MM-DD')`.as('night'),
      'body',
      'attempts',
    ])
    .execute();
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
    })
    .where('id', '=', id)
    .execute();
}

export async function scheduleSmsRetry(
  db: Kysely<Database>,
  id: number,
  nextAttemptAt: Date,
  lastError: string,
): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({ next_attempt_at: nextAttemptAt, last_error: lastError })
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
    .set({ attempts: maxAttempts, last_error: lastError })
    .where('id', '=', id)
    .execute();
}
