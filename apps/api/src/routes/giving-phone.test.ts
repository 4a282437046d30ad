import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import { schedulePhoneMessages } from '@athar/contract/giving/schedule-phone-messages';
import { scheduleLinkKey } from '../lib/schedule-links';
import type { CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser } from '../test/factories';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { phoneCodeHash, phoneCodeKey } from '../services/giving/phone-codes';
import { actOnSchedulePhone } from '../services/giving/schedule-phone';
import {
  arabicDigits,
  codeTextsTo,
  lastCodeOf,
  phoneCalls,
  phoneNumber,
  phoneState,
} from '../test/schedule-phone-rows';
import { createScheduleTestApp, scheduleCalls } from './giving-schedules.test-support';

const DAY = 24 * 60 * 60_000;

// docs/decisions/026 §3: a phone takes a schedule's texts only once it confirmed them, and few schedules
// may name it. Locks and counts under parallel requests: both engines.
describe.each(testEngines)('a giving schedule’s phone on %s', (engine) => {
  let t: TestApp;
  let walletCampaign: CreatorCampaign;
  let cardCampaign: CreatorCampaign;
  let counter = 0;
  let phone: string;

  beforeAll(async () => {
    ({ t, walletCampaign, cardCampaign } = await createScheduleTestApp(engine));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    counter += 1;
    phone = phoneNumber(counter);
  });

  const { body, create } = scheduleCalls(() => ({ t, walletCampaign, counter }));
  const { linkOf, byLink } = phoneCalls(() => t);
  const key = () => phoneCodeKey(t.config.PAY_WEBHOOK_SECRET);
  /** a set-up for this test's phone, by its own donor and address unless told */
  const setUp = (n: number, overrides: Record<string, unknown> = {}) =>
    t.call({
      method: 'POST',
      url: '/api/giving-schedules',
      payload: body({ msisdn: phone, email: `phone-${counter}-${n}@example.com`, ...overrides }),
      remoteAddress: `192.0.2.${n}`,
    });
  const created = async (n: number, overrides: Record<string, unknown> = {}) => {
    const response = await setUp(n, overrides);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.schedule_id as number;
  };
  const liveOnPhone = async () =>
    (
      await t.db
        .selectFrom('giving_schedules')
        .select('id')
        .where('msisdn', '=', phone)
        .where('status', '<>', 'cancelled')
        .execute()
    ).length;

  it('texts one code at the set-up, keeps only its HMAC, and says the texts wait for it', async () => {
    const response = await create(body({ msisdn: phone }), { 'idempotency-key': `phone-${engine}-1` });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(schedulePhoneMessages.createdWithCode);
    const { schedule_id: id, phone_code_sent: sent } = response.json().data;
    expect(sent).toBe(true);

    const texts = await codeTextsTo(t.db, phone);
    expect(texts).toEqual([
      { id: expect.any(Number), schedule_id: id, night: null, donation_id: null, body: expect.any(String) },
    ]);
    expect(texts[0]!.body).toContain(`«${walletCampaign.title}»`);
    expect(texts[0]!.body).toContain('«نعم»');
    expect(texts[0]!.body!.length).toBeLessThanOrEqual(480);
    const code = await lastCodeOf(t.db, id);
    const state = await phoneState(t.db, id);
    expect(state.phone_confirmed_at).toBeNull();
    expect(state.phone_code_tries).toBe(0);
    expect(state.phone_code_hash).toBe(phoneCodeHash(key(), id, code));
    expect(state.phone_code_hash).not.toContain(code);
    const expiresIn = state.phone_code_expires_at!.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(DAY - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(DAY);

    // the same request again is the same schedule, and no second text
    const replay = await create(body({ msisdn: phone }), { 'idempotency-key': `phone-${engine}-1` });
    expect(replay.json().data).toMatchObject({ schedule_id: id, phone_code_sent: true });
    expect(await codeTextsTo(t.db, phone)).toHaveLength(1);

    // the page shows the phone's last digits and that it waits, never the number
    const page = await t.call({
      method: 'GET',
      url: `/api/giving-schedules/manage?id=${id}&token=${encodeURIComponent(await linkOf(id))}`,
    });
    expect(page.json().data.phone).toEqual({
      ending: phone.slice(-3),
      confirmed: false,
      code_expires_at: state.phone_code_expires_at!.toISOString(),
    });
    expect(page.body).not.toContain(phone);
  });

  it('texts nothing for a card schedule, which never texts its phone', async () => {
    const response = await setUp(1, { campaign_id: cardCampaign.id, type: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.phone_code_sent).toBe(false);
    expect(await codeTextsTo(t.db, phone)).toEqual([]);
  });

  it('confirms with the code typed in Arabic-Indic digits among spaces and direction marks', async () => {
    const id = await created(1);
    const code = await lastCodeOf(t.db, id);
    const typed = `\u200f ${arabicDigits(code.slice(0, 3))} ${arabicDigits(code.slice(3))}\u200f`;
    const response = await byLink(id, { action: 'confirm', code: typed });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().message).toBe(schedulePhoneMessages.confirmed);
    expect(response.json().data.phone).toEqual({
      ending: phone.slice(-3),
      confirmed: true,
      code_expires_at: null,
    });
    const state = await phoneState(t.db, id);
    expect(state.phone_confirmed_at).toBeInstanceOf(Date);
    expect(state.phone_code_hash).toBeNull();
    // again, or a new code asked for: it stays confirmed and nothing more is texted
    expect((await byLink(id, { action: 'confirm', code })).statusCode).toBe(200);
    expect((await byLink(id, { action: 'resend' })).json().data.phone.confirmed).toBe(true);
    expect(await codeTextsTo(t.db, phone)).toHaveLength(1);
  });

  it('refuses a code that is not six digits with the field named, in Arabic', async () => {
    const id = await created(1);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const response = await byLink(id, { action: 'confirm', code });
      expect([code, response.statusCode, response.json().errors]).toEqual([
        code,
        400,
        { code: schedulePhoneMessages.codeInvalid },
      ]);
    }
    expect((await phoneState(t.db, id)).phone_code_tries).toBe(0);
  });

  it('counts wrong codes: the fifth stops the code, even the right one after it; a new code works', async () => {
    const id = await created(1);
    const code = await lastCodeOf(t.db, id);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const response = await byLink(id, { action: 'confirm', code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ code: schedulePhoneMessages.codeWrong(left) });
    }
    expect(schedulePhoneMessages.codeWrong(1)).toContain('محاولة واحدة');
    const fifth = await byLink(id, { action: 'confirm', code: wrong });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe(schedulePhoneMessages.codeExhausted);
    const right = await byLink(id, { action: 'confirm', code });
    expect(right.statusCode).toBe(409);
    expect(right.json().message).toBe(schedulePhoneMessages.codeExhausted);
    expect(await phoneState(t.db, id)).toMatchObject({ phone_confirmed_at: null, phone_code_tries: 5 });

    const resent = await byLink(id, { action: 'resend' });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe(schedulePhoneMessages.codeSent);
    expect(await codeTextsTo(t.db, phone)).toHaveLength(2);
    const fresh = await lastCodeOf(t.db, id);
    if (fresh !== code) expect((await byLink(id, { action: 'confirm', code })).statusCode).toBe(400);
    expect((await byLink(id, { action: 'confirm', code: fresh })).statusCode).toBe(200);
  });

  it('refuses a code past its 24 hours; a new one asked for then works', async () => {
    const id = await created(1);
    const code = await lastCodeOf(t.db, id);
    const link = { link: { key: scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET), token: await linkOf(id) } };
    const later = new Date(Date.now() + DAY + 60_000);
    await expect(
      actOnSchedulePhone(t.db, id, link, { action: 'confirm', code }, key(), later),
    ).rejects.toMatchObject({ statusCode: 409, message: schedulePhoneMessages.codeExpired });
    const resent = await actOnSchedulePhone(t.db, id, link, { action: 'resend' }, key(), later);
    expect(resent.texted).toBe(true);
    const fresh = await lastCodeOf(t.db, id);
    const done = await actOnSchedulePhone(t.db, id, link, { action: 'confirm', code: fresh }, key(), later);
    expect(done.view.phone?.confirmed).toBe(true);
  });

  it('texts one phone at most 3 codes in 24 hours, whichever schedule, caller or account asks', async () => {
    const donor = await createLoggedInUser(t.db);
    const guests = await created(1);
    const byAccount = await t.call({
      method: 'POST',
      url: '/api/giving-schedules',
      payload: body({ msisdn: phone }),
      headers: donor.auth,
      remoteAddress: '192.0.2.2',
    });
    expect(byAccount.statusCode).toBe(200);
    const mine = byAccount.json().data.schedule_id as number;
    // two set-ups, two texts: the third goes to a resend, from yet another address
    expect((await byLink(guests, { action: 'resend' }, '203.0.113.31')).statusCode).toBe(200);
    expect(await codeTextsTo(t.db, phone)).toHaveLength(3);

    const limited = schedulePhoneMessages.codesLimited(3);
    expect(limited).toContain('3 رسائل');
    const byOwner = await t.call({
      method: 'POST',
      url: `/api/users/giving-schedules/${mine}/phone`,
      payload: { action: 'resend' },
      headers: donor.auth,
    });
    expect([byOwner.statusCode, byOwner.json().message]).toEqual([429, limited]);
    const byLinkAgain = await byLink(guests, { action: 'resend' }, '203.0.113.32');
    expect([byLinkAgain.statusCode, byLinkAgain.json().message]).toEqual([429, limited]);
    // a third schedule would text it too: refused, and not set up
    const third = await setUp(3);
    expect([third.statusCode, third.json().errors]).toEqual([429, { msisdn: limited }]);
    expect(await liveOnPhone()).toBe(2);
    expect(await codeTextsTo(t.db, phone)).toHaveLength(3);

    // another phone is not held by this one's texts
    expect((await setUp(4, { msisdn: phoneNumber(counter + 500) })).statusCode).toBe(200);
    // a day later the phone may be texted again
    const link = { link: { key: scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET), token: await linkOf(guests) } };
    const tomorrow = new Date(Date.now() + DAY + 60_000);
    const resent = await actOnSchedulePhone(t.db, guests, link, { action: 'resend' }, key(), tomorrow);
    expect(resent.texted).toBe(true);
  });

  it('refuses a 4th schedule not cancelled on one phone, naming the limit; a cancelled one frees its place', async () => {
    await created(1);
    await created(2);
    const card = await created(3, { campaign_id: cardCampaign.id, type: 2 });
    const fourth = await setUp(4);
    const message = schedulePhoneMessages.schedulesPerPhone(3);
    expect(message).toContain('3 تبرعات مجدولة');
    expect([fourth.statusCode, fourth.json().message, fourth.json().errors]).toEqual([
      409,
      message,
      { msisdn: message },
    ]);
    expect(await liveOnPhone()).toBe(3);

    const cancelled = await t.call({
      method: 'POST',
      url: '/api/giving-schedules/manage',
      payload: { id: card, token: await linkOf(card), action: 'cancel', version: 1 },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await setUp(5)).statusCode).toBe(200);
    expect(await liveOnPhone()).toBe(3);
  });

  it('frees the places a stranger filled once their day is over, never the ones the phone confirmed', async () => {
    const mine = await created(1);
    await created(2);
    await created(3);
    await t.db
      .updateTable('giving_schedules')
      .set({ phone_confirmed_at: new Date() })
      .where('id', '=', mine)
      .execute();
    expect((await setUp(4)).statusCode).toBe(409);
    // a day and a minute on, the two the phone never confirmed hold no place: the phone's owner sets up
    // theirs; the confirmed one still holds its place
    await t.db
      .updateTable('giving_schedules')
      .set({ created_at: new Date(Date.now() - DAY - 60_000) } as never)
      .where('msisdn', '=', phone)
      .execute();
    await t.db
      .updateTable('sms_outbox')
      .set({ created_at: new Date(Date.now() - DAY - 60_000) } as never)
      .where('kind', '=', 'schedule_phone_code')
      .where(
        'schedule_id',
        'in',
        t.db.selectFrom('giving_schedules').select('id').where('msisdn', '=', phone),
      )
      .execute();
    expect((await setUp(5)).statusCode).toBe(200);
    expect((await setUp(6)).statusCode).toBe(200);
    const refused = await setUp(7);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      schedulePhoneMessages.schedulesPerPhone(3),
    ]);
  });

  it('lets 8 set-ups sent at once for one phone leave at most 3, each texted once', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => setUp(n)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().message).toBe(schedulePhoneMessages.schedulesPerPhone(3));
    expect(await liveOnPhone()).toBe(3);
    expect(await codeTextsTo(t.db, phone)).toHaveLength(3);
  });

  it('lets a logged-in donor confirm a schedule of their own, and no one else’s', async () => {
    const donor = await createLoggedInUser(t.db);
    const setUpByDonor = await t.call({
      method: 'POST',
      url: '/api/giving-schedules',
      payload: body({ msisdn: phone }),
      headers: donor.auth,
      remoteAddress: '192.0.2.9',
    });
    const id = setUpByDonor.json().data.schedule_id as number;
    const code = await lastCodeOf(t.db, id);
    const url = `/api/users/giving-schedules/${id}/phone`;
    const stranger = await createLoggedInUser(t.db);
    const theirs = await t.call({
      method: 'POST',
      url,
      payload: { action: 'confirm', code },
      headers: stranger.auth,
    });
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, givingMessages.scheduleNotFound]);
    expect((await t.call({ method: 'POST', url, payload: { action: 'confirm', code } })).statusCode).toBe(
      401,
    );
    const own = await t.call({
      method: 'POST',
      url,
      payload: { action: 'confirm', code },
      headers: donor.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.phone.confirmed).toBe(true);
  });

  it('opens nothing for a link of another schedule, and says so in Arabic', async () => {
    const id = await created(1);
    const other = await created(2);
    const response = await t.call({
      method: 'POST',
      url: '/api/giving-schedules/manage/phone',
      payload: { id, token: await linkOf(other), action: 'resend' },
    });
    expect([response.statusCode, response.json().message]).toEqual([404, givingMessages.scheduleNotFound]);
    expect(await codeTextsTo(t.db, phone)).toHaveLength(2);
  });
});
