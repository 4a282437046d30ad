import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charityMessages } from '@athar/contract/charity/messages';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { limitRules } from '../lib/rate-limiter';
import { issueStaffInvite } from '../services/charity/staff-tokens';
import { createAppWithSettings, createLoggedInUser, uniqueEmail } from '../test/factories';
import { signedCall } from '../test/signed-call';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { oneEngine } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';

describe.each(oneEngine)('charity staff invitation and login on %s', (engine) => {
  let smtp: SmtpListener;
  let t: Awaited<ReturnType<typeof createAppWithSettings>>;
  let ngoId: number;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
    ngoId = (await t.db.selectFrom('ngos').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const addStaff = (payload: unknown, secret = t.config.PAY_WEBHOOK_SECRET) =>
    signedCall(t, secret, { method: 'POST', url: '/api/internal/charity/staff', payload });
  const login = (email: string, password: string) =>
    t.call({ method: 'POST', url: '/api/charity/auth/login', payload: { email, password } });
  const setPassword = (token: string, password: string) =>
    t.call({ method: 'POST', url: `/api/charity/auth/set-password?token=${token}`, payload: { password } });

  /** Adds a staff member and returns the token of the invitation received over SMTP. */
  async function invite(email: string) {
    const added = await addStaff({ ngo_id: ngoId, email, name: 'منى حسن' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data[0]).toMatchObject({ email, staff_name: 'منى حسن', ngo_id: ngoId });
    return tokenOfNextMail(email);
  }

  async function tokenOfNextMail(email: string) {
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('دعوة إلى لوحة الجمعية في أثر');
    expect(String(mail.html)).toContain('<html lang="ar" dir="rtl">');
    const link = linkFrom(mail, `${PUBLIC_URL}/charity/set-password/`);
    const match = /^\/charity\/set-password\/([A-Za-z0-9_-]{43})$/.exec(new URL(link).pathname);
    expect(match).not.toBeNull();
    return match![1]!;
  }

  it('mails an invitation whose link sets the password once; then the staff member logs in and out', async () => {
    const email = uniqueEmail('staff');
    const token = await invite(email);
    // no password yet: the same answer as a wrong one
    expect((await login(email, 'anything-at-all')).json().message).toBe(apiMessages.loginFailed);

    const set = await setPassword(token, 'staff-password-1');
    expect(set.json()).toMatchObject({ status: 1, message: 'تم تعيين كلمة المرور، يمكنك تسجيل الدخول الآن' });
    const again = await setPassword(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('رابط الدعوة غير صالح أو انتهت صلاحيته');

    const loggedIn = await login(email.toUpperCase(), 'staff-password-1');
    expect(loggedIn.statusCode).toBe(200);
    const staff = loggedIn.json().data[0];
    expect(staff).toMatchObject({ email, ngo_id: ngoId, staff_name: 'منى حسن' });
    const auth = { authorization: `Bearer ${staff.access_token}` };
    expect((await t.call({ method: 'GET', url: '/api/charity/cash-queue', headers: auth })).statusCode).toBe(
      200,
    );
    // a staff session is not a visitor session
    expect((await t.call({ method: 'GET', url: '/api/users/details', headers: auth })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/users/logout', headers: auth })).statusCode).toBe(401);

    const out = await t.call({ method: 'POST', url: '/api/charity/auth/logout', headers: auth });
    expect(out.json()).toMatchObject({ status: 1, message: apiMessages.loggedOut });
    expect((await t.call({ method: 'GET', url: '/api/charity/cash-queue', headers: auth })).statusCode).toBe(
      401,
    );
  });

  it('answers an unknown e-mail and a wrong password alike, and a visitor cannot log in here', async () => {
    const email = uniqueEmail('staff');
    await setPassword(await invite(email), 'staff-password-2');
    const wrong = await login(email, 'not-the-password');
    const unknown = await login(uniqueEmail('nobody'), 'not-the-password');
    const visitor = await createLoggedInUser(t.db);
    const asVisitor = await login(visitor.email, visitor.password);
    for (const response of [wrong, unknown, asVisitor]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 0, message: apiMessages.loginFailed, data: [] });
    }
    const visitorLogout = await t.call({
      method: 'POST',
      url: '/api/charity/auth/logout',
      headers: visitor.auth,
    });
    expect(visitorLogout.statusCode).toBe(401);
  });

  it('limits failed logins per account and address with a 429, like visitors', async () => {
    const email = uniqueEmail('staff');
    await setPassword(await invite(email), 'staff-password-3');
    for (let attempt = 0; attempt < limitRules.loginPair.max; attempt += 1) {
      expect((await login(email, 'wrong-password')).statusCode).toBe(400);
    }
    const limited = await login(email, 'staff-password-3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(apiMessages.tooManyRequests);
    // from another address the right password still works; wrong ones sent at once are judged 5 at most
    const elsewhere = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/charity/auth/login',
        payload: { email, password },
        remoteAddress: '10.20.30.40',
      });
    expect((await elsewhere('staff-password-3')).statusCode).toBe(200);
    const burst = await Promise.all(Array.from({ length: 40 }, () => elsewhere('wrong-password')));
    expect(burst.filter((response) => response.statusCode === 400)).toHaveLength(limitRules.loginPair.max);
  });

  it('refuses a common password without using up the invitation, and uses up every other invitation', async () => {
    const email = uniqueEmail('staff');
    const token = await invite(email);
    const staffId = (
      await t.db.selectFrom('charity_staff').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    ).id;
    const second = await issueStaffInvite(t.db, staffId);
    for (const password of ['football1', ' '.repeat(9)]) {
      const refused = await setPassword(token, password);
      expect(refused.statusCode).toBe(400);
      const message = password.trim() ? validationMessages.passwordCommon : validationMessages.passwordBlank;
      expect(refused.json()).toMatchObject({ status: 0, message, errors: { password: message } });
    }
    expect((await setPassword(token, 'staff-password-4')).json().status).toBe(1);
    // the other invitation (an older mail) can no longer choose the password
    const older = await setPassword(second, 'attacker-password');
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toBe(charityMessages.inviteLinkInvalid);
    expect((await login(email, 'staff-password-4')).statusCode).toBe(200);
  });

  it('re-sends the invitation to a staff member with no password yet, and the older links stop working', async () => {
    const email = uniqueEmail('staff');
    const first = await invite(email);
    const again = await addStaff({ ngo_id: ngoId, email, name: 'اسم آخر' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 1,
      message: charityMessages.staffInvitationResent,
      data: [{ email, staff_name: 'منى حسن', ngo_id: ngoId }],
    });
    const fresh = await tokenOfNextMail(email);
    expect(fresh).not.toBe(first);
    const older = await setPassword(first, 'staff-password-5');
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toBe(charityMessages.inviteLinkInvalid);
    expect((await setPassword(fresh, 'staff-password-5')).json().status).toBe(1);
    expect((await login(email, 'staff-password-5')).statusCode).toBe(200);

    // once the password is chosen: a clear 409 pointing to "forgot password", and no mail
    const mailsBefore = smtp.mails.length;
    const chosen = await addStaff({ ngo_id: ngoId, email, name: 'منى حسن' });
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json()).toEqual({ status: 0, message: charityMessages.staffHasPassword, data: [] });
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it('counts re-sent invitations against the hourly mails to one address; a refused one keeps the last link', async () => {
    const email = uniqueEmail('staff');
    let last = await invite(email);
    for (let mail = 1; mail < limitRules.mailRecipient.max; mail++) {
      expect((await addStaff({ ngo_id: ngoId, email, name: 'منى حسن' })).statusCode).toBe(200);
      last = await tokenOfNextMail(email);
    }
    const mailsBefore = smtp.mails.length;
    const limited = await addStaff({ ngo_id: ngoId, email, name: 'منى حسن' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(apiMessages.mailLimited);
    expect(smtp.mails.length).toBe(mailsBefore);
    // the refused re-send used up nothing: the last mailed link still sets the password
    expect((await setPassword(last, 'staff-password-6')).json().status).toBe(1);
  });

  it('refuses unsigned additions, another charity’s staff e-mail (409) and an unknown charity (404)', async () => {
    const email = uniqueEmail('staff');
    expect((await addStaff({ ngo_id: ngoId, email, name: 'منى' }, 'wrong-secret')).statusCode).toBe(401);
    await invite(email);
    const otherNgo = (
      await t.db
        .selectFrom('ngos')
        .select('id')
        .where('id', '!=', ngoId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const mailsBefore = smtp.mails.length;
    const elsewhere = await addStaff({ ngo_id: otherNgo, email, name: 'منى' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(charityMessages.staffEmailTaken);
    expect(smtp.mails.length).toBe(mailsBefore);
    expect((await addStaff({ ngo_id: 987_654, email: uniqueEmail('x'), name: 'منى' })).statusCode).toBe(404);
    expect((await addStaff({ ngo_id: ngoId, email: 'no-at-sign', name: 'منى' })).statusCode).toBe(400);
  });
});
