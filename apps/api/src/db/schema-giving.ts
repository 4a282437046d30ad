import type { ColumnType, Generated } from 'kysely';
import type { Piasters } from '@athar/contract/piasters';
import type { CreatedAt, Timestamp, Identity } from './schema-columns';

// Kysely types of the tables of migration 017 (docs/decisions/020: scheduled giving).

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** a Cairo calendar day: written as `YYYY-MM-DD`, read in SQL with to_char() where text is needed */
type Day = ColumnType<Date, string, string>;

/** fridays: only schedules set up before migration 025 (docs/decisions/030) */
export type GivingPattern =
  'last_ten' | 'night_27' | 'friday_eves' | 'friday_mornings' | 'fridays' | 'anniversary';
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
  /** card: piasters per night the bank last verified the card for; never charged more (021) */
  verified_amount: Piasters | null;
  /** card: a raise above verified_amount waiting for the bank's new verification (021) */
  raise_amount: Piasters | null;
  /** the set-up request's Idempotency-Key and the SHA-256 of its content (services/giving/create-schedule.ts) */
  idempotency_key: string | null;
  request_hash: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  cancelled_at: Timestamp | null;
  /** wallet and kiosk: when the phone confirmed it takes the nightly texts (020); none go before */
  phone_confirmed_at: Timestamp | null;
  /** HMAC of the code last sent to the phone, until when it works, and the wrong tries against it */
  phone_code_hash: string | null;
  phone_code_expires_at: Timestamp | null;
  phone_code_tries: Generated<number>;
}

/** `ramadan_21` … `ramadan_30`, `friday_eve`, `friday_morning`, `friday` (before 025), `anniversary` */
export type GivingOccasion = `ramadan_${number}` | 'friday_eve' | 'friday_morning' | 'friday' | 'anniversary';
export type GivingNightStatus = 'due' | 'charging' | 'confirmed' | 'failed' | 'link_sent' | 'skipped';

export interface GivingNightsTable {
  schedule_id: number;
  night: Day;
  occasion: GivingOccasion;
  status: Generated<GivingNightStatus>;
  donation_id: number | null;
  /** piasters: the schedule's amount when the night was claimed; a one-tap link gives it only with this (021) */
  amount: Piasters;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A schedule's self-service link (021, docs/decisions/027): the random token's SHA-256 (hex), until it expires. */
export interface GivingScheduleLinksTable {
  token_hash: string;
  schedule_id: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
}
