import type { ColumnType, Generated } from 'kysely';
import type { Piasters } from '@athar/contract/piasters';
import type { CreatedAt, Timestamp, Identity } from './schema-columns';

// Kysely types of the tables of migration 017 (docs/decisions/020: scheduled giving).

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** a Cairo calendar day: written as `YYYY-MM-DD`, read in SQL with to_char() where text is needed */
type Day = ColumnType<Date, string, string>;

export type GivingPattern = 'last_ten' | 'night_27' | 'fridays' | 'anniversary';
export type GivingScheduleStatus = 'setup' | 'active' | 'paused' | 'cancelled';
/** the PAYMENT_TYPE of a schedule: 2 card, 4 wallet, 5 kiosk */
export type GivingScheduleType = 2 | 4 | 5;

export interface GivingSchedulesTable {
  id: Identity;
  campaign_id: number;
  user_id: number | null;
  donor_name: string;
  email: string | null;
  msisdn: string | null;
  hide_data: Generated<boolean>;
  pattern: GivingPattern;
  /** piasters per night */
  amount: Piasters;
  type: GivingScheduleType;
  status: Generated<GivingScheduleStatus>;
  /** the last night planned at the set-up (contract hijri/giving-nights.ts nightsOfSchedule) */
  ends_on: Day;
  merchant_id: string | null;
  agreement_id: string | null;
  card_token: string | null;
  card_label: string | null;
  setup_order_id: string | null;
  setup_session_id: string | null;
  setup_session_at: Timestamp | null;
  setup_success_indicator_hash: string | null;
  setup_token_hash: string | null;
  /** the set-up request's Idempotency-Key and the SHA-256 of its content (services/giving/create-schedule.ts) */
  idempotency_key: string | null;
  request_hash: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  cancelled_at: Timestamp | null;
}

/** `ramadan_21` … `ramadan_30`, `friday`, `anniversary` */
export type GivingOccasion = `ramadan_${number}` | 'friday' | 'anniversary';
export type GivingNightStatus = 'due' | 'charging' | 'confirmed' | 'failed' | 'link_sent' | 'skipped';

export interface GivingNightsTable {
  schedule_id: number;
  night: Day;
  occasion: GivingOccasion;
  status: Generated<GivingNightStatus>;
  donation_id: number | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
