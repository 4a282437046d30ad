import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The reservations a «read» link names (migration 027, issue 35): by the reservation's own number, never
 * by its khatma and juz, so a juz released and reserved again is not the old link's.
 */

/** A reservation with its khatma's campaign, held until the transaction ends (the caller holds the khatma). */
export function lockReservationById(trx: Transaction<Database>, partId: number) {
  return trx
    .selectFrom('khatma_parts as kp')
    .innerJoin('khatmas as k', 'k.id', 'kp.khatma_id')
    .select(['kp.id', 'kp.khatma_id', 'kp.juz', 'kp.read_at', 'k.campaign_id', 'k.finished_at'])
    .where('kp.id', '=', partId)
    .forUpdate('kp')
    .executeTakeFirst();
}

/** The khatma a reservation belongs to, and its campaign: undefined once it was released. */
export function reservationKhatma(db: Db, partId: number) {
  return db
    .selectFrom('khatma_parts as kp')
    .innerJoin('khatmas as k', 'k.id', 'kp.khatma_id')
    .select(['kp.khatma_id', 'k.campaign_id'])
    .where('kp.id', '=', partId)
    .executeTakeFirst();
}

/** What a reservation's message says: its juz, whose khatma, when it was made and whether it was read since. */
export function readLinkContext(db: Db, partId: number) {
  return db
    .selectFrom('khatma_parts as kp')
    .innerJoin('khatmas as k', 'k.id', 'kp.khatma_id')
    .innerJoin('campaigns as c', 'c.id', 'k.campaign_id')
    .select([
      'kp.id',
      'kp.juz',
      'kp.reserved_at',
      'kp.read_at',
      'c.id as campaign_id',
      'c.title',
      'c.deceased_gender',
    ])
    .where('kp.id', '=', partId)
    .executeTakeFirst();
}

/** Queues the reservation's text to `msisdn` (international digits); its body is written when it is sent. */
export async function insertReadLinkSms(db: Db, partId: number, msisdn: string): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({
      kind: 'khatma_read_link',
      donation_id: null,
      schedule_id: null,
      night: null,
      khatma_part_id: partId,
      msisdn,
      body: null,
    })
    .execute();
}
