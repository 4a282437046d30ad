import type { Transaction } from 'kysely';
import { readPhoneReply } from '@athar/contract/giving/schedule-phone';
import { markPhoneConfirmed, waitingSchedulesOfPhone } from '../../db/queries/schedule-phones';
import type { Database } from '../../db/schema';
import { toSmsNumber } from '../sms-outbox/sms-number';
import { codeMatches } from './phone-codes';

/**
 * A text sent back from a phone to confirm a schedule's nightly texts (docs/decisions/026 §3), in the
 * transaction that recorded the inbound message. The code confirms the schedule it was sent for;
 * «نعم» the newest of the phone's schedules still waiting with a code that works (one reply, one
 * schedule: the text it answers). Only schedules of the number the message came from are looked at;
 * a reply that matches none confirms nothing (and counts no try: it came from the phone itself).
 * Answers how many schedules it confirmed.
 */
export async function confirmByReply(
  trx: Transaction<Database>,
  message: { from: string; text: string },
  key: string,
  now: Date,
): Promise<number> {
  const reply = readPhoneReply(message.text);
  const number = toSmsNumber(message.from);
  // schedules keep an Egyptian mobile as typed in Egypt: 01XXXXXXXXX
  if (reply === null || number === null || !number.startsWith('20')) return 0;
  const waiting = await waitingSchedulesOfPhone(trx, `0${number.slice(2)}`, now);
  const confirmed =
    'yes' in reply
      ? waiting.slice(0, 1)
      : waiting.filter(
          (schedule) =>
            schedule.phone_code_hash !== null &&
            codeMatches(key, schedule.id, reply.code, schedule.phone_code_hash),
        );
  for (const schedule of confirmed) await markPhoneConfirmed(trx, schedule.id, now);
  return confirmed.length;
}
