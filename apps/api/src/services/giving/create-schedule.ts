import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { phone } from '@athar/contract/accounts/fields';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import type { GivingPattern, ScheduleType } from '@athar/contract/giving/schedules';
import type { HijriCorrections } from '@athar/contract/hijri/calendar';
import { isWeekly, MAX_WEEKLY_SPAN_DAYS } from '@athar/contract/hijri/giving-nights';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { egpToPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { AppError } from '@athar/server-kit/errors';
import { newPaymentToken } from '@athar/server-kit/payment-token';
import { insertConsent } from '../../db/queries/consents';
import { campaignCharity } from '../../db/queries/donations';
import {
  findScheduleByIdempotencyKey,
  insertSchedule,
  renewSetupToken,
  scheduleCampaign,
} from '../../db/queries/giving-schedule-create';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import { userEmail } from '../../db/queries/users';
import type { Database } from '../../db/schema';
import { addDays, cairoDay } from '../../lib/cairo-time';
import { gatewayIntegration } from '../../lib/gateway-integration';
import type { LimitRule, RateLimiter } from '../../lib/rate-limiter';
import { enqueueMail } from '../mail-outbox/outbox-mail';
import { toSmsNumber } from '../sms-outbox/sms-number';
import { claimPhoneForSchedule, phoneCodeKey, textPhoneCode, textsItsPhone } from './phone-codes';
import { labelled, plannedNights, storedScheduleNights, type LabelledNight } from './schedule-nights';
import { donationsPausedMessage } from '../moderation/paused-message';

const HOUR = 60 * 60 * 1000;

/** Schedules set up per address (each mails it) and per caller. */
export const scheduleLimits = {
  perEmail: { name: 'schedule-email', max: 5, windowMs: HOUR },
  perIp: { name: 'schedule-ip', max: 20, windowMs: HOUR },
} as const satisfies Record<string, LimitRule>;

export interface ScheduleDeps {
  db: Kysely<Database>;
  rateLimiter: RateLimiter;
  /** PAY_WEBHOOK_SECRET: the key of the phone's code (phone-codes.ts) is derived from it */
  config: { PAY_WEBHOOK_SECRET: string };
}

/** What the preview and the set-up are asked (the contract's query and body, parsed). */
export interface ScheduleChoice {
  campaign_id: number;
  pattern: GivingPattern;
  /** whole EGP per night */
  amount: number;
  ends_on?: string | undefined;
}

export interface NewScheduleFields extends ScheduleChoice {
  type: ScheduleType;
  donor_name: string;
  email: string;
  msisdn?: string | undefined;
  hide_data: boolean;
}

const badRequest = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { [field]: message });

/** What a weekly choice answers when no night or day of it lies between now and its end. */
const NONE_BEFORE_THE_END = {
  friday_eves: givingMessages.noFridayEves,
  friday_mornings: givingMessages.noFridays,
} as const;

/**
 * The nights (or days) a choice gives on from `now` (Cairo), as Egypt counts the Hijri months, and what
 * they come to. A choice without one is refused in Arabic: an anniversary on a campaign without a date
 * of death, a weekly pattern without an end, past a year or with no night or day of it left before the
 * end (today's Friday morning is over once its hours are).
 */
async function nightsOfChoice(
  db: Kysely<Database>,
  choice: ScheduleChoice,
  now: Date,
): Promise<{ nights: LabelledNight[]; corrections: HijriCorrections; total: number }> {
  const weekly = isWeekly(choice.pattern);
  if (weekly) {
    if (!choice.ends_on) throw badRequest('ends_on', givingMessages.endsOnRequired);
    if (choice.ends_on > addDays(cairoDay(now), MAX_WEEKLY_SPAN_DAYS))
      throw badRequest('ends_on', givingMessages.endsOnTooFar);
  }
  const deathHijri = (await scheduleCampaign(db, choice.campaign_id))?.death_hijri ?? null;
  if (choice.pattern === 'anniversary' && deathHijri === null)
    throw badRequest('pattern', givingMessages.noAnniversary);
  const corrections = await loadHijriCorrections(db);
  const planned = plannedNights(choice.pattern, now, {
    corrections,
    deathHijri,
    endsOn: weekly ? choice.ends_on : undefined,
  });
  if (planned.length === 0) {
    if (choice.pattern === 'friday_eves' || choice.pattern === 'friday_mornings')
      throw badRequest('ends_on', NONE_BEFORE_THE_END[choice.pattern]);
    throw badRequest('pattern', givingMessages.noNights);
  }
  const nights = labelled(planned, corrections);
  return { nights, corrections, total: egpToPiasters(choice.amount) * nights.length };
}

/**
 * GET /api/giving-schedules/preview: the nights from today on and their total (no fee, no tip); a
 * charity whose donations are paused is refused here already, as the set-up would refuse it.
 */
export async function previewSchedule(db: Kysely<Database>, choice: ScheduleChoice, now: Date) {
  const today = cairoDay(now);
  const campaign = await campaignCharity(db, choice.campaign_id, today);
  if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  if (!campaign.donations_open) throw new AppError('CONFLICT', donationsPausedMessage(campaign.moderation));
  const { nights, total } = await nightsOfChoice(db, choice, now);
  return {
    nights: nights.map((night) => ({ ...night, status: 'upcoming' as const })),
    total_piasters: total,
  };
}

export interface CreatedSchedule {
  schedule_id: number;
  status: 'setup' | 'active' | 'paused' | 'cancelled';
  setup_token: string | null;
  total_piasters: number;
  nights: (LabelledNight & { status: 'upcoming' })[];
  /** a code was texted to the phone: its nightly texts wait for it (docs/decisions/026) */
  phone_code_sent: boolean;
  /** a 'schedule_started' mail was queued: kick the outbox */
  mailQueued: boolean;
}

/** Every field and the caller: another amount, night or account under one key is another request. */
function requestHashOf(fields: NewScheduleFields, viewerId: number | null): string {
  return createHash('sha256').update(JSON.stringify({ fields, viewerId })).digest('hex');
}

/** The same request sent again gets the same schedule (a card one still in set-up: a new token). */
async function replay(
  db: Kysely<Database>,
  key: string,
  requestHash: string,
): Promise<CreatedSchedule | null> {
  const existing = await findScheduleByIdempotencyKey(db, key);
  if (!existing) return null;
  if (existing.request_hash !== requestHash) throw new AppError('CONFLICT', apiMessages.idempotencyConflict);
  let setupToken: string | null = null;
  if (existing.status === 'setup') {
    const fresh = newPaymentToken();
    if (await renewSetupToken(db, existing.id, fresh.hash)) setupToken = fresh.token;
  }
  const corrections = await loadHijriCorrections(db);
  const deathHijri = (await scheduleCampaign(db, existing.campaign_id))?.death_hijri ?? null;
  const nights = labelled(storedScheduleNights(existing, { corrections, deathHijri }), corrections);
  return {
    schedule_id: existing.id,
    status: existing.status,
    setup_token: setupToken,
    total_piasters: existing.amount * nights.length,
    nights: nights.map((night) => ({ ...night, status: 'upcoming' as const })),
    phone_code_sent: textsItsPhone(existing.type, existing.msisdn),
    mailQueued: false,
  };
}

/** Whether the campaign's charity takes this kind of schedule: a card needs its merchant, else its gateway method. */
function offers(charity: NonNullable<Awaited<ReturnType<typeof campaignCharity>>>, type: ScheduleType) {
  if (type === PAYMENT_TYPE.card) return charity.merchant_id !== null;
  return gatewayIntegration(charity, type) !== null;
}

/** A wallet or kiosk schedule's Egyptian mobile number (its nightly link also goes by SMS), as stored. */
function mobileNumber(type: ScheduleType, msisdn: string | undefined): string | null {
  const given = msisdn?.trim() ?? '';
  if (type === PAYMENT_TYPE.card && given === '') return null;
  if (given === '') throw badRequest('msisdn', givingMessages.phoneRequired);
  const parsed = phone.safeParse(given);
  if (!parsed.success || toSmsNumber(parsed.data) === null)
    throw badRequest('msisdn', validationMessages.phoneInvalid);
  return parsed.data;
}

/**
 * Sets a schedule up: a guest with their consent, or a logged-in donor (their account and its
 * e-mail). The campaign decides the charity; a charity whose donations are paused takes no new
 * schedule (the donations' message); a card schedule needs its merchant, wallet and kiosk its gateway
 * method and an Egyptian mobile number. `ends_on` is the last planned night (weekly: the donor's end).
 * A card schedule waits in `setup` for the bank's verification of the card (the token, answered only
 * here, opens it; only its hash is kept); a wallet or kiosk one is active at once and its first mail is
 * queued in the same transaction. The consent is recorded with the schedule. A phone is named by at
 * most three schedules not cancelled (checked holding the phone, so parallel set-ups cannot pass it
 * together), and a wallet or kiosk schedule texts it a code in the same transaction: its nightly texts
 * wait for the phone to confirm them (docs/decisions/026).
 */
export async function createSchedule(
  { db, rateLimiter, config }: ScheduleDeps,
  fields: NewScheduleFields,
  caller: { viewerId: number | null; ip: string; idempotencyKey: string | undefined },
  now: Date,
): Promise<CreatedSchedule> {
  const requestHash = requestHashOf(fields, caller.viewerId);
  if (caller.idempotencyKey) {
    const earlier = await replay(db, caller.idempotencyKey, requestHash);
    if (earlier) return earlier;
  }
  const today = cairoDay(now);
  const campaign = await campaignCharity(db, fields.campaign_id, today);
  if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  if (!campaign.donations_open) throw new AppError('CONFLICT', donationsPausedMessage(campaign.moderation));
  if (!offers(campaign, fields.type)) throw badRequest('type', validationMessages.paymentUnavailable);
  const msisdn = mobileNumber(fields.type, fields.msisdn);
  const { nights, total } = await nightsOfChoice(db, fields, now);
  const account = caller.viewerId === null ? null : await userEmail(db, caller.viewerId);
  const email = account?.email ?? fields.email;
  await rateLimiter.reserve(
    [
      { rule: scheduleLimits.perEmail, subject: email.toLowerCase() },
      { rule: scheduleLimits.perIp, subject: caller.ip },
    ],
    givingMessages.limited,
  );

  const card = fields.type === PAYMENT_TYPE.card;
  const setup = card ? newPaymentToken() : null;
  const texts = textsItsPhone(fields.type, msisdn);
  const row = await db.transaction().execute(async (trx) => {
    if (msisdn !== null) {
      const claim = await claimPhoneForSchedule(trx, msisdn, caller.idempotencyKey ?? null, now);
      if (claim === 'replay') return undefined;
    }
    const inserted = await insertSchedule(trx, {
      campaign_id: campaign.id,
      user_id: caller.viewerId,
      donor_name: fields.donor_name,
      email,
      msisdn,
      hide_data: fields.hide_data,
      pattern: fields.pattern,
      amount: piasters(egpToPiasters(fields.amount)),
      type: fields.type,
      status: card ? 'setup' : 'active',
      ends_on: isWeekly(fields.pattern) ? fields.ends_on! : nights.at(-1)!.night,
      setup_token_hash: setup?.hash ?? null,
      idempotency_key: caller.idempotencyKey ?? null,
      request_hash: requestHash,
    });
    if (!inserted) return undefined;
    await insertConsent(trx, 'schedule', inserted.id);
    if (!card) await enqueueMail(trx, { kind: 'schedule_started', payload: { schedule_id: inserted.id } });
    if (texts)
      await textPhoneCode(trx, { id: inserted.id, msisdn }, phoneCodeKey(config.PAY_WEBHOOK_SECRET), now);
    return inserted;
  });
  if (!row) {
    // another request with the same key won the race: answer as a replay
    const earlier = await replay(db, caller.idempotencyKey!, requestHash);
    if (!earlier) throw new AppError('CONFLICT', apiMessages.idempotencyConflict);
    return earlier;
  }
  return {
    schedule_id: row.id,
    status: row.status,
    setup_token: setup?.token ?? null,
    total_piasters: total,
    nights: nights.map((night) => ({ ...night, status: 'upcoming' as const })),
    phone_code_sent: texts,
    mailQueued: !card,
  };
}
