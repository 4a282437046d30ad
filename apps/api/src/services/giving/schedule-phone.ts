import type { Kysely, Transaction } from 'kysely';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import { SCHEDULE_PHONE } from '@athar/contract/giving/schedule-phone';
import type { SchedulePhoneAction } from '@athar/contract/giving/schedule-phone-calls';
import { schedulePhoneMessages } from '@athar/contract/giving/schedule-phone-messages';
import type { ScheduleView } from '@athar/contract/giving/schedules';
import { AppError } from '@athar/server-kit/errors';
import {
  countWrongCode,
  lockPhone,
  lockPhoneCode,
  markPhoneConfirmed,
} from '../../db/queries/schedule-phones';
import type { Database } from '../../db/schema';
import { checkLink, openSchedule, type ScheduleAccess } from './manage-schedule';
import { codeMatches, textPhoneCode, textsItsPhone } from './phone-codes';

const conflict = (message: string) => new AppError('CONFLICT', message);

type Locked = NonNullable<Awaited<ReturnType<typeof lockPhoneCode>>>;

/** The schedule held for a change of its phone's state, when the caller may open it and it texts a phone. */
async function lockedPhone(
  trx: Transaction<Database>,
  scheduleId: number,
  access: ScheduleAccess,
): Promise<Locked & { msisdn: string }> {
  const row = await lockPhoneCode(trx, scheduleId);
  const mine = row && ('link' in access || (row.user_id !== null && row.user_id === access.userId));
  if (!row || !mine) throw new AppError('NOT_FOUND', givingMessages.scheduleNotFound);
  if (!textsItsPhone(row.type, row.msisdn)) throw conflict(schedulePhoneMessages.noPhone);
  if (row.status === 'cancelled') throw conflict(givingMessages.cancelledFinal);
  return { ...row, msisdn: row.msisdn };
}

/**
 * The code typed on the schedule's page. A wrong one counts against it (kept even though the answer is a
 * 400): at SCHEDULE_PHONE.tries it stops working, as one past its time does, and a new one must be
 * texted. The right one confirms the phone and spends the code. A phone already confirmed stays so.
 */
async function confirmCode(
  trx: Transaction<Database>,
  row: Locked,
  code: string,
  key: string,
  now: Date,
): Promise<{ wrong: number } | null> {
  if (row.phone_confirmed_at !== null) return null;
  if (row.phone_code_hash === null || row.phone_code_expires_at === null)
    throw conflict(schedulePhoneMessages.noCode);
  if (row.phone_code_tries >= SCHEDULE_PHONE.tries) throw conflict(schedulePhoneMessages.codeExhausted);
  if (row.phone_code_expires_at.getTime() <= now.getTime()) throw conflict(schedulePhoneMessages.codeExpired);
  if (!codeMatches(key, row.id, code, row.phone_code_hash)) {
    return { wrong: await countWrongCode(trx, row.id) };
  }
  await markPhoneConfirmed(trx, row.id, now);
  return null;
}

/**
 * POST …/phone: confirms the schedule's nightly texts with the code, or texts its phone a new one
 * (docs/decisions/026 §3), for the holder of one of its open links or its donor's account; answers the
 * schedule as it now is and what was done. `key` is phoneCodeKey's; `now` the scheduled jobs' clock.
 */
export async function actOnSchedulePhone(
  db: Kysely<Database>,
  scheduleId: number,
  access: ScheduleAccess,
  action: SchedulePhoneAction,
  key: string,
  now: Date,
): Promise<{ view: ScheduleView; message: string; texted: boolean }> {
  await checkLink(db, access, scheduleId, now);
  const done = await db.transaction().execute(async (trx) => {
    const row = await lockedPhone(trx, scheduleId, access);
    if (action.action === 'confirm') {
      const refused = await confirmCode(trx, row, action.code, key, now);
      return { wrong: refused?.wrong ?? null, texted: false };
    }
    if (row.phone_confirmed_at !== null) return { wrong: null, texted: false };
    await lockPhone(trx, row.msisdn);
    await textPhoneCode(trx, row, key, now);
    return { wrong: null, texted: true };
  });
  if (done.wrong !== null) {
    const left = SCHEDULE_PHONE.tries - done.wrong;
    const message = left > 0 ? schedulePhoneMessages.codeWrong(left) : schedulePhoneMessages.codeExhausted;
    throw new AppError('BAD_REQUEST', message, { code: message });
  }
  return {
    view: await openSchedule(db, scheduleId, access, now),
    message: done.texted ? schedulePhoneMessages.codeSent : schedulePhoneMessages.confirmed,
    texted: done.texted,
  };
}
