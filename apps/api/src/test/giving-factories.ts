import type { Kysely } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { piasters } from '@athar/contract/piasters';
import type { Database } from '../db/schema';
import type {
  GivingNightStatus,
  GivingOccasion,
  GivingPattern,
  GivingScheduleStatus,
} from '../db/schema-giving';
import { addDays, cairoDay } from '../lib/cairo-time';

export interface ScheduleSpec {
  userId?: number | null;
  donor?: string;
  email?: string | null;
  msisdn?: string | null;
  hideData?: boolean;
  /** fridays unless told */
  pattern?: GivingPattern;
  /** piasters per night */
  amount?: number;
  /** card unless told */
  type?: 'card' | 'wallet' | 'kiosk';
  /** active unless told */
  status?: GivingScheduleStatus;
  /** the set-up instant: its Cairo day is the first day the schedule's nights are counted from */
  createdAt?: Date;
  /** the last planned night, YYYY-MM-DD (default: 8 weeks after the set-up) */
  endsOn?: string;
  /** when its phone confirmed the nightly texts (docs/decisions/026); not confirmed unless told */
  phoneConfirmedAt?: Date | null;
}

let agreements = 0;

/**
 * A giving schedule of the campaign as the set-up (H2) and the bank's verification leave it: a card
 * one active on an agreement and a token, a wallet or kiosk one with a phone number. Inserted
 * directly, for tests of what is done with schedules afterwards.
 */
export async function createSchedule(
  db: Kysely<Database>,
  campaign: { id: number },
  spec: ScheduleSpec = {},
): Promise<number> {
  const createdAt = spec.createdAt ?? new Date();
  const type = spec.type ?? 'card';
  const status = spec.status ?? 'active';
  const card = type === 'card' && status !== 'setup';
  const agreement = card ? `AGR-TEST-${process.pid}-${++agreements}-${Date.now()}` : null;
  const row = await db
    .insertInto('giving_schedules')
    .values({
      campaign_id: campaign.id,
      user_id: spec.userId ?? null,
      donor_name: spec.donor ?? 'خالد منصور',
      email: spec.email === undefined ? 'khaled.mansour@example.com' : spec.email,
      msisdn: spec.msisdn === undefined ? (type === 'card' ? null : '01098765432') : spec.msisdn,
      hide_data: spec.hideData ?? false,
      pattern: spec.pattern ?? 'fridays',
      amount: piasters(spec.amount ?? 20_000),
      type: PAYMENT_TYPE[type],
      status,
      // a card verified for its amount (docs/decisions/027)
      verified_amount: card ? piasters(spec.amount ?? 20_000) : null,
      ends_on: spec.endsOn ?? addDays(cairoDay(createdAt), 56),
      merchant_id: card ? 'TESTMERCHANT' : null,
      agreement_id: agreement,
      card_token: card ? `9${String(agreements).padStart(15, '0')}` : null,
      card_label: card ? '•••• 0008' : null,
      created_at: createdAt,
      updated_at: createdAt,
      cancelled_at: status === 'cancelled' ? createdAt : null,
      phone_confirmed_at: spec.phoneConfirmedAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A night's row as the nightly job (H2) leaves it, claimed at `amount` piasters (the schedule's amount
 * unless told); a confirmed one with its confirmed donation (given by the schedule) of `amount`
 * piasters (20,000 unless told). Answers the donation's id, or null.
 */
export async function createScheduleNight(
  db: Kysely<Database>,
  campaign: { id: number; ngo_id: number },
  night: {
    scheduleId: number;
    night: string;
    occasion?: GivingOccasion;
    status: GivingNightStatus;
    amount?: number;
    donor?: string;
  },
): Promise<number | null> {
  let donationId: number | null = null;
  if (night.status === 'confirmed') {
    const at = new Date(`${night.night}T19:00:00Z`);
    const row = await db
      .insertInto('donations')
      .values({
        campaign_id: campaign.id,
        ngo_id: campaign.ngo_id,
        donor_name: night.donor ?? 'خالد منصور',
        amount: piasters(night.amount ?? 20_000),
        channel: 1,
        type: PAYMENT_TYPE.card,
        status: 'confirmed',
        schedule_id: night.scheduleId,
        created_at: at,
        confirmed_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    donationId = row.id;
  }
  const schedule = await db
    .selectFrom('giving_schedules')
    .select('amount')
    .where('id', '=', night.scheduleId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('giving_nights')
    .values({
      schedule_id: night.scheduleId,
      night: night.night,
      occasion: night.occasion ?? 'friday',
      status: night.status,
      amount: night.amount === undefined ? schedule.amount : piasters(night.amount),
      donation_id: donationId,
    })
    .execute();
  return donationId;
}

/** The Fridays (YYYY-MM-DD) from `from` on, `count` of them. */
export function fridaysFrom(from: string, count: number): string[] {
  const days: string[] = [];
  for (let day = from; days.length < count; day = addDays(day, 1)) {
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 5) days.push(day);
  }
  return days;
}
