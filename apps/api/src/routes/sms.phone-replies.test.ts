import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { receiveSms } from '../services/donations/sms-donation';
import { phoneCodeKey } from '../services/giving/phone-codes';
import type { CreatorCampaign } from '../test/campaign-factories';
import { signedCall } from '../test/signed-call';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { arabicDigits, asSender, lastCodeOf, phoneNumber, phoneState } from '../test/schedule-phone-rows';
import { createScheduleTestApp, scheduleCalls } from './giving-schedules.test-support';

const DAY = 24 * 60 * 60_000;

// docs/decisions/026 §3: the code or «نعم» sent back from the phone confirms a schedule's texts, in the
// transaction that records the message; a T<code> stays a donation. Both engines: row locks.
describe.each(testEngines)('a phone’s reply to a schedule’s code on %s', (engine) => {
  let t: TestApp;
  let walletCampaign: CreatorCampaign;
  let shortNumber: string;
  let counter = 0;
  let phone: string;
  let sequence = 0;

  beforeAll(async () => {
    ({ t, walletCampaign } = await createScheduleTestApp(engine));
    const charity = await t.db
      .selectFrom('ngos')
      .select('sms_short_number')
      .where('id', '=', walletCampaign.ngo_id)
      .executeTakeFirstOrThrow();
    shortNumber = charity.sms_short_number!;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    counter += 1;
    phone = phoneNumber(counter);
  });

  const { body } = scheduleCalls(() => ({ t, walletCampaign, counter }));
  const setUp = async (n: number) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/giving-schedules',
      payload: body({ msisdn: phone, email: `reply-${counter}-${n}@example.com` }),
      remoteAddress: `192.0.2.${n}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.schedule_id as number;
  };
  const message = (text: string, from = asSender(phone)) => ({
    message_id: `${engine}-reply-${++sequence}`,
    from,
    to: shortNumber,
    text,
    received_at: new Date().toISOString(),
  });
  const reply = async (text: string, from?: string) => {
    const sent = message(text, from);
    const response = await signedCall(t, t.config.SMS_WEBHOOK_SECRET, {
      method: 'POST',
      url: '/api/sms/inbound',
      payload: sent,
    });
    expect(response.statusCode).toBe(200);
    return { ...(response.json().data[0] as { outcome: string; donation_id: number | null }), sent };
  };
  const kept = (messageId: string) =>
    t.db
      .selectFrom('sms_messages')
      .select(['body', 'outcome', 'donation_id'])
      .where('message_id', '=', messageId)
      .executeTakeFirstOrThrow();
  const confirmed = async (id: number) => (await phoneState(t.db, id)).phone_confirmed_at !== null;

  it('takes «نعم» for the newest schedule waiting on the phone, one reply for one schedule, never a donation', async () => {
    const older = await setUp(1);
    const newer = await setUp(2);
    const first = await reply('نعم');
    expect(first).toMatchObject({ outcome: 'phone_confirmed', donation_id: null });
    expect(await kept(first.sent.message_id)).toEqual({
      body: 'نعم',
      outcome: 'phone_confirmed',
      donation_id: null,
    });
    expect([await confirmed(newer), await confirmed(older)]).toEqual([true, false]);
    // spelled with its marks and its quotes as the text wrote it
    expect((await reply('«نَعَم»')).outcome).toBe('phone_confirmed');
    expect(await confirmed(older)).toBe(true);
    // nothing waits any more: kept, and ignored
    expect((await reply('نعم')).outcome).toBe('ignored');
    const donations = await t.db
      .selectFrom('donations')
      .select('id')
      .where('msisdn', 'in', [phone, asSender(phone)])
      .execute();
    expect(donations).toEqual([]);
  });

  it('takes the code sent back, in Arabic-Indic digits between direction marks, for the schedule it was sent for', async () => {
    const first = await setUp(1);
    const second = await setUp(2);
    const code = await lastCodeOf(t.db, first);
    const answer = await reply(`\u200f${arabicDigits(code)}\u200f `);
    expect(answer.outcome).toBe('phone_confirmed');
    expect([await confirmed(first), await confirmed(second)]).toEqual([true, false]);
    expect((await phoneState(t.db, first)).phone_code_hash).toBeNull();
  });

  it('confirms nothing for a reply from another phone, with the right code or «نعم»', async () => {
    const id = await setUp(1);
    const code = await lastCodeOf(t.db, id);
    const stranger = asSender(phoneNumber(counter + 900));
    expect((await reply(code, stranger)).outcome).toBe('ignored');
    expect((await reply('نعم', stranger)).outcome).toBe('ignored');
    expect(await confirmed(id)).toBe(false);
    expect((await phoneState(t.db, id)).phone_code_tries).toBe(0);
  });

  it('keeps a T-code from the phone a donation, which confirms nothing', async () => {
    const id = await setUp(1);
    const code = await t.db
      .selectFrom('campaigns')
      .select('code')
      .where('id', '=', walletCampaign.id)
      .executeTakeFirstOrThrow();
    const donation = await reply(`T${code.code}`);
    expect(donation.outcome).toBe('donation');
    expect(donation.donation_id).toEqual(expect.any(Number));
    expect(await confirmed(id)).toBe(false);
  });

  it('keeps hostile bodies as they came and reads only a whole «نعم» or code', async () => {
    const id = await setUp(1);
    for (const text of ['$& نعم', '$1', '<b>نعم</b>', 'نعم نعم', '\u202eلا\u202c', 'نعم $']) {
      const answer = await reply(text);
      expect([text, answer.outcome]).toEqual([text, 'ignored']);
      expect((await kept(answer.sent.message_id)).body).toBe(text);
    }
    expect(await confirmed(id)).toBe(false);
    // direction marks around the word are no part of it
    const marked = await reply('\u202bنعم\u202c\u200f');
    expect(marked.outcome).toBe('phone_confirmed');
    expect((await kept(marked.sent.message_id)).body).toBe('\u202bنعم\u202c\u200f');
    expect(await confirmed(id)).toBe(true);
  });

  it('confirms nothing once the code is past its 24 hours', async () => {
    const id = await setUp(1);
    const code = await lastCodeOf(t.db, id);
    const later = {
      key: phoneCodeKey(t.config.PAY_WEBHOOK_SECRET),
      now: new Date(Date.now() + DAY + 60_000),
    };
    expect((await receiveSms(t.db, message('نعم'), later)).outcome).toBe('ignored');
    expect((await receiveSms(t.db, message(code), later)).outcome).toBe('ignored');
    expect(await confirmed(id)).toBe(false);
  });
});
