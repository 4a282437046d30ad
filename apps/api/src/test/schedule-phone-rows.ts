import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { issueManageToken } from '../services/giving/manage-links';
import type { TestApp } from './test-app';

/**
 * What the tests of a giving schedule's phone share (docs/decisions/026 §3: giving-phone.test.ts, the
 * code and the limits; sms.phone-replies.test.ts, the replies; nightly.phone.test.ts, the night texts).
 */

/** An Egyptian mobile of its own for each test (010 and eight digits): one test's texts never count in another's. */
export const phoneNumber = (n: number) => `010${String(70_000_000 + n).padStart(8, '0')}`;

/** The same number as the aggregator gives a sender: international, with its +. */
export const asSender = (msisdn: string) => `+20${msisdn.slice(1)}`;

/** The code texts queued for a phone, oldest first: the schedule each was for and its text. */
export function codeTextsTo(db: Kysely<Database>, msisdn: string) {
  return db
    .selectFrom('sms_outbox as o')
    .innerJoin('giving_schedules as s', 's.id', 'o.schedule_id')
    .select(['o.id', 'o.schedule_id', 'o.night', 'o.donation_id', 'o.body'])
    .where('o.kind', '=', 'schedule_phone_code')
    .where('s.msisdn', '=', msisdn)
    .orderBy('o.id')
    .execute();
}

/** The six digits of the last code texted for the schedule, read from the text as the phone shows it. */
export async function lastCodeOf(db: Kysely<Database>, scheduleId: number): Promise<string> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('body')
    .where('kind', '=', 'schedule_phone_code')
    .where('schedule_id', '=', scheduleId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /هو (\d{6})\./.exec(row.body ?? '')?.[1];
  if (!code) throw new Error(`no code in «${row.body}»`);
  return code;
}

/** What the schedule's phone columns hold now. */
export const phoneState = (db: Kysely<Database>, scheduleId: number) =>
  db
    .selectFrom('giving_schedules')
    .select(['phone_confirmed_at', 'phone_code_hash', 'phone_code_expires_at', 'phone_code_tries'])
    .where('id', '=', scheduleId)
    .executeTakeFirstOrThrow();

/** The schedule's page's calls on its phone, by a link issued now, from the address given. */
export function phoneCalls(t: () => TestApp) {
  const linkOf = (id: number) => issueManageToken(t().db, id, new Date());
  const byLink = async (id: number, action: Record<string, unknown>, ip = '203.0.113.7') =>
    t().call({
      method: 'POST',
      url: '/api/giving-schedules/manage/phone',
      payload: { id, token: await linkOf(id), ...action },
      remoteAddress: ip,
    });
  return { linkOf, byLink };
}

/** Arabic-Indic digits for Western ones, as an Arabic keyboard types them. */
export const arabicDigits = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
