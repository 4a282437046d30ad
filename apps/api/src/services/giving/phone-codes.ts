import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import { stripNameBidi } from '@athar/contract/bidi';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { SCHEDULE_PHONE } from '@athar/contract/giving/schedule-phone';
import { schedulePhoneMessages } from '@athar/contract/giving/schedule-phone-messages';
import { AppError } from '@athar/server-kit/errors';
import { findScheduleByIdempotencyKey } from '../../db/queries/giving-schedule-create';
import {
  campaignTitleOfSchedule,
  codeTextsToPhone,
  liveSchedulesOfPhone,
  lockPhone,
  storePhoneCode,
} from '../../db/queries/schedule-phones';
import type { Database } from '../../db/schema';

/**
 * The codes that confirm a schedule's nightly texts (docs/decisions/026 §3). A code is six random digits
 * texted once to the schedule's phone and kept only as an HMAC bound to its schedule; the key is derived
 * from PAY_WEBHOOK_SECRET with a label of its own, as the schedule links' key is.
 */
export function phoneCodeKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('athar/schedule-phone-codes/v1').digest('base64url');
}

/** The stored HMAC (hex) of a code for a schedule: the same digits never confirm another schedule. */
export const phoneCodeHash = (key: string, scheduleId: number, code: string) =>
  createHmac('sha256', key).update(`${scheduleId}:${code}`).digest('hex');

/** Whether `code` is the one whose HMAC was stored for the schedule. */
export function codeMatches(key: string, scheduleId: number, code: string, storedHash: string): boolean {
  const given = Buffer.from(phoneCodeHash(key, scheduleId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Whether a schedule of this type texts its phone: wallet and kiosk nights send their link by SMS. */
export const textsItsPhone = (type: number, msisdn: string | null): msisdn is string =>
  msisdn !== null && (type === PAYMENT_TYPE.wallet || type === PAYMENT_TYPE.kiosk);

/** A campaign's name as a code text gives it: whole when short, else cut (the text stays one message or two). */
const MAX_TITLE = 60;
function shortTitle(title: string): string {
  const plain = stripNameBidi(title).replace(/\s+/g, ' ').trim();
  return plain.length <= MAX_TITLE ? plain : `${plain.slice(0, MAX_TITLE - 1).trim()}…`;
}

/**
 * Before a schedule naming `msisdn` is inserted at `now`: holds the phone until the transaction ends, and
 * refuses a fourth schedule holding a place on it (409, the field msisdn; liveSchedulesOfPhone says
 * which hold one) — parallel set-ups wait for each other
 * here, so no two pass one count. The same Idempotency-Key sent again is answered as a replay by the
 * caller (true here): it must not be refused as one schedule too many.
 */
export async function claimPhoneForSchedule(
  trx: Transaction<Database>,
  msisdn: string,
  idempotencyKey: string | null,
  now: Date,
): Promise<'replay' | 'free'> {
  await lockPhone(trx, msisdn);
  if (idempotencyKey && (await findScheduleByIdempotencyKey(trx, idempotencyKey))) return 'replay';
  const codeDayAgo = new Date(now.getTime() - SCHEDULE_PHONE.codeTtlMs);
  if ((await liveSchedulesOfPhone(trx, msisdn, codeDayAgo)) >= SCHEDULE_PHONE.schedulesPerPhone) {
    const message = schedulePhoneMessages.schedulesPerPhone(SCHEDULE_PHONE.schedulesPerPhone);
    throw new AppError('CONFLICT', message, { msisdn: message });
  }
  return 'free';
}

/**
 * Texts the schedule's phone a new code, valid SCHEDULE_PHONE.codeTtlMs from `now` (the one sent before
 * stops working). The phone must be held (lockPhone) by the caller's transaction: at most
 * SCHEDULE_PHONE.codesPerDay code texts reach one phone in 24 hours, whichever schedules and callers
 * asked for them; past that, 429 in Arabic.
 */
export async function textPhoneCode(
  trx: Transaction<Database>,
  schedule: { id: number; msisdn: string },
  key: string,
  now: Date,
): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  if ((await codeTextsToPhone(trx, schedule.msisdn, dayAgo)) >= SCHEDULE_PHONE.codesPerDay) {
    const message = schedulePhoneMessages.codesLimited(SCHEDULE_PHONE.codesPerDay);
    throw new AppError('TOO_MANY_REQUESTS', message, { msisdn: message });
  }
  const code = String(randomInt(0, 10 ** SCHEDULE_PHONE.codeLength)).padStart(SCHEDULE_PHONE.codeLength, '0');
  const title = await campaignTitleOfSchedule(trx, schedule.id);
  await storePhoneCode(trx, {
    schedule_id: schedule.id,
    hash: phoneCodeHash(key, schedule.id, code),
    expires_at: new Date(now.getTime() + SCHEDULE_PHONE.codeTtlMs),
    body: schedulePhoneMessages.codeSms(shortTitle(title), code),
    now,
  });
}
