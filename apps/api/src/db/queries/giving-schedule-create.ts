import { sql, type Kysely, type Transaction } from 'kysely';
import type { Piasters } from '@athar/contract/piasters';
import type { Database } from '../schema';
import type { GivingPattern, GivingScheduleType } from '../schema-giving';

type Db = Kysely<Database> | Transaction<Database>;

/** A campaign with its date of death as a Hijri key (death_hijri, for the anniversary); undefined when none. */
export function scheduleCampaign(db: Db, campaignId: number) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'death_hijri'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
}

/** What a schedule is set up with (POST /api/giving-schedules). */
export interface NewSchedule {
  campaign_id: number;
  user_id: number | null;
  donor_name: string;
  email: string | null;
  msisdn: string | null;
  hide_data: boolean;
  pattern: GivingPattern;
  amount: Piasters;
  type: GivingScheduleType;
  status: 'setup' | 'active';
  /** YYYY-MM-DD */
  ends_on: string;
  setup_token_hash: string | null;
  idempotency_key: string | null;
  request_hash: string;
}

/** Inserts a schedule; undefined when another request with the same Idempotency-Key made one first. */
export function insertSchedule(db: Db, schedule: NewSchedule) {
  return db
    .insertInto('giving_schedules')
    .values(schedule)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(['id', 'status'])
    .executeTakeFirst();
}

/** The schedule an Idempotency-Key already made, with what a replay answers. */
export function findScheduleByIdempotencyKey(db: Db, key: string) {
  return db
    .selectFrom('giving_schedules')
    .select([
      'id',
      'status',
      'type',
      'msisdn',
      'pattern',
      'amount',
      'campaign_id',
      'created_at',
      sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      'request_hash',
    ])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A new set-up token for a card schedule still in set-up; undefined once the card was verified. */
export function renewSetupToken(db: Db, scheduleId: number, tokenHash: string) {
  return db
    .updateTable('giving_schedules')
    .set({ setup_token_hash: tokenHash, updated_at: new Date() })
    .where('id', '=', scheduleId)
    .where('status', '=', 'setup')
    .returning('id')
    .executeTakeFirst();
}
