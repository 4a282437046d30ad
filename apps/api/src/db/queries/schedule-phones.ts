import { sql, type Kysely, type Transaction } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The phones of giving schedules (docs/decisions/026 §3): who may still name a phone, the code texts
 * it received, and the code that confirms its nightly texts (only its HMAC is kept).
 */

/** The lock space of a phone's schedules (pg_advisory_xact_lock's first key): no other lock uses it. */
const PHONE_LOCK_SPACE = 26_003;

/**
 * Holds the phone (a transaction-scoped advisory lock on its number) until the transaction ends: two
 * set-ups or code texts for one phone never count what the other has not yet written.
 */
export async function lockPhone(trx: Transaction<Database>, msisdn: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${PHONE_LOCK_SPACE}, hashtext(${msisdn}))`.execute(trx);
}

/**
 * How many schedules not cancelled hold a place on the phone: those it confirmed, a card schedule the
 * bank verified (a card proved), and any set up since `since`. A stranger's schedules the phone never
 * confirmed stop holding its places once their code's day is over, so no one fills a phone's places
 * for good by typing its number.
 */
export async function liveSchedulesOfPhone(db: Db, msisdn: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('giving_schedules')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('msisdn', '=', msisdn)
    .where('status', '<>', 'cancelled')
    .where((eb) =>
      eb.or([
        eb('phone_confirmed_at', 'is not', null),
        eb.and([eb('type', '=', PAYMENT_TYPE.card), eb('status', '<>', 'setup')]),
        eb('created_at', '>', since),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many code texts were queued for the phone since `since`, whichever of its schedules they were for. */
export async function codeTextsToPhone(db: Db, msisdn: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sms_outbox as o')
    .innerJoin('giving_schedules as s', 's.id', 'o.schedule_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('o.kind', '=', 'schedule_phone_code')
    .where('s.msisdn', '=', msisdn)
    .where('o.created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A new code for the schedule's phone (its HMAC, until when it works, no wrong try yet) and its text,
 * queued at `now`; the code sent before stops working.
 */
export async function storePhoneCode(
  trx: Transaction<Database>,
  code: { schedule_id: number; hash: string; expires_at: Date; body: string; now: Date },
): Promise<void> {
  await trx
    .updateTable('giving_schedules')
    .set({ phone_code_hash: code.hash, phone_code_expires_at: code.expires_at, phone_code_tries: 0 })
    .where('id', '=', code.schedule_id)
    .execute();
  await trx
    .insertInto('sms_outbox')
    .values({
      kind: 'schedule_phone_code',
      donation_id: null,
      schedule_id: code.schedule_id,
      night: null,
      body: code.body,
      created_at: code.now,
    })
    .execute();
}

/** What a code is checked against: the schedule's phone, its state and its code (FOR UPDATE). */
export function lockPhoneCode(trx: Transaction<Database>, scheduleId: number) {
  return trx
    .selectFrom('giving_schedules')
    .select([
      'id',
      'user_id',
      'type',
      'status',
      'msisdn',
      'phone_confirmed_at',
      'phone_code_hash',
      'phone_code_expires_at',
      'phone_code_tries',
    ])
    .where('id', '=', scheduleId)
    .forUpdate()
    .executeTakeFirst();
}

/** One more wrong code typed against the schedule's current code. */
export async function countWrongCode(trx: Transaction<Database>, scheduleId: number): Promise<number> {
  const row = await trx
    .updateTable('giving_schedules')
    .set((eb) => ({ phone_code_tries: eb('phone_code_tries', '+', 1) }))
    .where('id', '=', scheduleId)
    .returning('phone_code_tries')
    .executeTakeFirstOrThrow();
  return row.phone_code_tries;
}

/** The phone confirmed the schedule's texts at `now`; its code is spent. */
export async function markPhoneConfirmed(db: Db, scheduleId: number, now: Date): Promise<void> {
  await db
    .updateTable('giving_schedules')
    .set({
      phone_confirmed_at: now,
      phone_code_hash: null,
      phone_code_expires_at: null,
      phone_code_tries: 0,
      updated_at: now,
    })
    .where('id', '=', scheduleId)
    .execute();
}

/**
 * The phone's schedules waiting for it with a code that still works at `now` (not cancelled, not
 * confirmed, not expired, fewer than 5 wrong tries), newest first, held FOR UPDATE.
 */
export function waitingSchedulesOfPhone(trx: Transaction<Database>, msisdn: string, now: Date) {
  return trx
    .selectFrom('giving_schedules')
    .select(['id', 'phone_code_hash'])
    .where('msisdn', '=', msisdn)
    .where('status', '<>', 'cancelled')
    .where('phone_confirmed_at', 'is', null)
    .where('phone_code_expires_at', '>', now)
    .where('phone_code_tries', '<', 5)
    .orderBy('id', 'desc')
    .forUpdate()
    .execute();
}

/** An inbound text that confirmed a schedule's texts is kept as such (the message was claimed before). */
export async function markSmsPhoneConfirmed(trx: Transaction<Database>, messageId: string): Promise<void> {
  await trx
    .updateTable('sms_messages')
    .set({ outcome: 'phone_confirmed' })
    .where('message_id', '=', messageId)
    .execute();
}

/** The title of the schedule's campaign, as its code text names it. */
export async function campaignTitleOfSchedule(db: Db, scheduleId: number): Promise<string> {
  const row = await db
    .selectFrom('giving_schedules as s')
    .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
    .select('c.title')
    .where('s.id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  return row.title;
}
