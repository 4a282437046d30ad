import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charityMessages } from '@athar/contract/charity/messages';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { limitRules } from '../lib/rate-limiter';
import { issueToken } from '../services/accounts/tokens';
import { issueStaffInvite } from '../services/charity/staff-tokens';
import { hashPassword } from '../lib/passwords';
import { createAppWithSettings, createUser, uniqueEmail } from '../test/factories';
import { signedCall } from '../test/signed-call';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { oneEngine } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';
const RESET_PREFIX = `${PUBLIC_URL}/charity/reset-password/`;

describe.each(oneEngine)('charity staff forgot and reset password on %s', (engine) => {
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

  // every test asks from its own address, so the per-address limits of one never reach another
  let lastIp = 0;
  const freshIp = () => `10.77.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

  const forgot = (email: string, ip: string) =>
    t.call({
      method: 'POST',
      url: '/api/charity/auth/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (query: string, password: string, ip: string) =>
    t.call({
      method: 'POST',
      url: `/api/charity/auth/reset-password${query}`,
      payload: { password },
      remoteAddress: ip,
    });
  const resetWith = (token: string, password: string, ip: string) => reset(`?token=${token}`, password, ip);
  const login = (email: string, password: string, ip: string) =>
    t.call({
      method: 'POST',
      url: '/api/charity/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  const cashQueue = (accessToken: string) =>
    t.call({
      method: 'GET',
      url: '/api/charity/cash-queue',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  const mailsTo = (email: string) =>
    smtp.mails.filter((mail) => [mail.to].flat().some((group) => group?.text.includes(email)));

  /** A staff member of the first charity; with a password, as after their invitation. */
  async function createStaff(email: string, password: string | null = 'first-staff-pass') {
    return t.db
      .insertInto('charity_staff')
      .values({
        ngo_id: ngoId,
        email,
        staff_name: 'منى حسن',
        password_hash: password ? await hashPassword(password) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /** The token of the next reset mail to `email`, read from the mail received over SMTP. */
  async function resetTokenOfNextMail(email: string) {
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('تعيين كلمة مرور جديدة للوحة الجمعية في أثر');
    expect(String(mail.html)).toContain('<html lang="ar" dir="rtl">');
    const match = /^\/charity\/reset-password\/([A-Za-z0-9_-]{43})$/.exec(
      new URL(linkFrom(mail, RESET_PREFIX)).pathname,
    );
    expect(match).not.toBeNull();
    return match![1]!;
  }

  /** Asks for a reset of `email` and returns the mailed link's token. */
  async function mailedResetToken(email: string, ip: string) {
    expect((await forgot(email, ip)).statusCode).toBe(200);
    return resetTokenOfNextMail(email);
  }

  it('answers a staff address, an unknown one and a visitor’s alike; only the staff member is mailed', async () => {
    const ip = freshIp();
    const email = uniqueEmail('staff');
    const staff = await createStaff(email);
    const visitor = await createUser(t.db);
    const unknownEmail = uniqueEmail('nobody');

    const known = await forgot(email.toUpperCase(), ip);
    const unknown = await forgot(unknownEmail, ip);
    const asVisitor = await forgot(visitor.email, ip);
    for (const answer of [known, unknown, asVisitor]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 1, message: apiMessages.forgotSent, data: [] });
    }
    await resetTokenOfNextMail(email);
    expect(mailsTo(unknownEmail)).toHaveLength(0);
    expect(mailsTo(visitor.email)).toHaveLength(0);

    const links = await t.db
      .selectFrom('staff_tokens')
      .select(['purpose', 'expires_at', 'token_hash'])
      .where('staff_id', '=', staff.id)
      .execute();
    expect(links).toHaveLength(1);
    expect(links[0]!.purpose).toBe('reset');
    expect(links[0]!.token_hash).toHaveLength(32);
    const minutes = (new Date(links[0]!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const badEmail = await forgot('not-an-address', ip);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ status: 0, message: validationMessages.emailInvalid });
  });

  it('sets the new password once and ends every staff session; the old password stops working', async () => {
    const ip = freshIp();
    const email = uniqueEmail('staff');
    await createStaff(email, 'first-staff-pass');
    const session = (await login(email, 'first-staff-pass', ip)).json().data[0].access_token as string;
    const otherDevice = (await login(email, 'first-staff-pass', freshIp())).json().data[0]
      .access_token as string;
    expect((await cashQueue(session)).statusCode).toBe(200);

    const token = await mailedResetToken(email, ip);
    // a common password is refused under the field without using the link up
    const common = await resetWith(token, 'football1', ip);
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      status: 0,
      message: validationMessages.passwordCommon,
      errors: { password: validationMessages.passwordCommon },
    });

    const done = await resetWith(token, 'second-staff-pass', ip);
    expect(done.json()).toEqual({ status: 1, message: apiMessages.passwordReset, data: [] });
    expect((await cashQueue(session)).statusCode).toBe(401);
    expect((await cashQueue(otherDevice)).statusCode).toBe(401);
    expect((await login(email, 'first-staff-pass', ip)).json()).toMatchObject({
      status: 0,
      message: apiMessages.loginFailed,
    });
    expect((await login(email, 'second-staff-pass', ip)).statusCode).toBe(200);

    // single use
    const again = await resetWith(token, 'third-staff-pass', ip);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 0, message: apiMessages.resetLinkInvalid, data: [] });
    expect((await login(email, 'third-staff-pass', ip)).statusCode).toBe(400);
  });

  it('refuses an expired, a cut-short and a missing link with the link message, never a field error', async () => {
    const ip = freshIp();
    const email = uniqueEmail('staff');
    const staff = await createStaff(email);
    const token = await mailedResetToken(email, ip);
    for (const query of [`?token=${token.slice(0, 30)}`, `?token=${token}x`, '?token=', '']) {
      const refused = await reset(query, 'second-staff-pass', ip);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toEqual({ status: 0, message: apiMessages.resetLinkInvalid, data: [] });
    }
    await t.db
      .updateTable('staff_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('staff_id', '=', staff.id)
      .execute();
    const expired = await resetWith(token, 'second-staff-pass', ip);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(apiMessages.resetLinkInvalid);
    expect((await login(email, 'first-staff-pass', ip)).statusCode).toBe(200);

    // an invitation link cut short is answered the same way, with the invitation's message
    const invite = await issueStaffInvite(t.db, (await createStaff(uniqueEmail('staff'), null)).id);
    const cutInvite = await t.call({
      method: 'POST',
      url: `/api/charity/auth/set-password?token=${invite.slice(0, 25)}`,
      payload: { password: 'invited-pass-1' },
      remoteAddress: ip,
    });
    expect(cutInvite.statusCode).toBe(400);
    expect(cutInvite.json()).toEqual({ status: 0, message: charityMessages.inviteLinkInvalid, data: [] });
  });

  it('uses the older link up when a newer one is mailed; each kind of link opens only its own page', async () => {
    const ip = freshIp();
    const email = uniqueEmail('staff');
    await createStaff(email);
    const older = await mailedResetToken(email, ip);
    const newer = await mailedResetToken(email, ip);
    expect(newer).not.toBe(older);
    const stale = await resetWith(older, 'older-link-pass', ip);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(apiMessages.resetLinkInvalid);

    // a reset link is no invitation, and neither is a visitor's reset link a staff one (or the reverse)
    const asInvitation = await t.call({
      method: 'POST',
      url: `/api/charity/auth/set-password?token=${newer}`,
      payload: { password: 'wrong-page-pass' },
      remoteAddress: ip,
    });
    expect(asInvitation.json().message).toBe(charityMessages.inviteLinkInvalid);
    const asVisitorLink = await t.call({
      method: 'POST',
      url: `/api/auth/resetpass?token=${newer}`,
      payload: { newpass: 'wrong-page-pass' },
      remoteAddress: ip,
    });
    expect(asVisitorLink.json().message).toBe(apiMessages.resetLinkInvalid);
    const visitorToken = await issueToken(t.db, (await createUser(t.db)).id, 'reset');
    expect((await resetWith(visitorToken, 'wrong-page-pass', ip)).json().message).toBe(
      apiMessages.resetLinkInvalid,
    );

    expect((await resetWith(newer, 'newer-link-pass', ip)).json().status).toBe(1);
    expect((await login(email, 'newer-link-pass', ip)).statusCode).toBe(200);
  });

  it('changes only the password of the staff member the link was mailed to', async () => {
    const ip = freshIp();
    const owner = uniqueEmail('staff');
    const other = uniqueEmail('staff');
    await createStaff(owner, 'owner-first-pass');
    await createStaff(other, 'other-first-pass');
    const otherSession = (await login(other, 'other-first-pass', ip)).json().data[0].access_token as string;

    const token = await mailedResetToken(owner, ip);
    // the body names no one: whatever e-mail is sent along, the link's owner is the one changed
    const done = await t.call({
      method: 'POST',
      url: `/api/charity/auth/reset-password?token=${token}`,
      payload: { password: 'taken-over-pass', email: other },
      remoteAddress: ip,
    });
    expect(done.json().status).toBe(1);
    expect((await login(other, 'taken-over-pass', ip)).statusCode).toBe(400);
    expect((await login(other, 'other-first-pass', ip)).statusCode).toBe(200);
    expect((await cashQueue(otherSession)).statusCode).toBe(200);
    expect((await login(owner, 'taken-over-pass', ip)).statusCode).toBe(200);
  });

  it('lets a staff member still waiting on the invitation choose the password; the invitation is then used up', async () => {
    const ip = freshIp();
    const email = uniqueEmail('staff');
    const staff = await createStaff(email, null);
    const invite = await issueStaffInvite(t.db, staff.id);
    const token = await mailedResetToken(email, ip);
    expect((await resetWith(token, 'chosen-by-reset', ip)).json().status).toBe(1);
    expect((await login(email, 'chosen-by-reset', ip)).statusCode).toBe(200);
    const late = await t.call({
      method: 'POST',
      url: `/api/charity/auth/set-password?token=${invite}`,
      payload: { password: 'chosen-by-invite' },
      remoteAddress: ip,
    });
    expect(late.json().message).toBe(charityMessages.inviteLinkInvalid);
  });

  it('limits requests per address and per IP with a 429, for known and unknown addresses alike', async () => {
    const known = uniqueEmail('staff');
    await createStaff(known);
    const unknown = uniqueEmail('nobody');
    for (const email of [known, unknown]) {
      for (let request = 0; request < limitRules.forgotAccount.max; request++) {
        expect((await forgot(email, freshIp())).statusCode).toBe(200);
      }
      const limited = await forgot(email, freshIp());
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ status: 0, message: apiMessages.tooManyRequests, data: [] });
    }
    expect(mailsTo(known)).toHaveLength(limitRules.forgotAccount.max);

    const ip = freshIp();
    for (let request = 0; request < limitRules.forgotIp.max; request++) {
      expect((await forgot(uniqueEmail('nobody'), ip)).statusCode).toBe(200);
    }
    expect((await forgot(uniqueEmail('nobody'), ip)).statusCode).toBe(429);
    // the address's budget is the one of the visitors' "forgot password"
    const visitor = await t.call({
      method: 'POST',
      url: '/api/auth/forgotpass',
      payload: { email: uniqueEmail('nobody') },
      remoteAddress: ip,
    });
    expect(visitor.statusCode).toBe(429);
  });

  it('limits guessed links per IP with a 429, even for the right link afterwards', async () => {
    const ip = freshIp();
    const email = uniqueEmail('staff');
    await createStaff(email);
    const token = await mailedResetToken(email, freshIp());
    const guesses = await Promise.all(
      Array.from({ length: limitRules.resetIp.max + 5 }, (_, guess) =>
        resetWith(`${'A'.repeat(40)}${String(guess).padStart(3, '0')}`, 'guessing-pass', ip),
      ),
    );
    expect(guesses.filter((answer) => answer.statusCode === 400)).toHaveLength(limitRules.resetIp.max);
    expect(guesses.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
    const blocked = await resetWith(token, 'right-link-pass', ip);
    expect(blocked.statusCode).toBe(429);
    // from another address the link still works: the refusal did not use it up
    expect((await resetWith(token, 'right-link-pass', freshIp())).json().status).toBe(1);
  });

  it('answers alike once the address has had its mails for the hour, and keeps the last link valid', async () => {
    const ip = freshIp();
    const email = uniqueEmail('staff');
    const added = () =>
      signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
        method: 'POST',
        url: '/api/internal/charity/staff',
        payload: { ngo_id: ngoId, email, name: 'منى حسن' },
      });
    // an invitation and two re-sent ones, then two reset mails: the hour's five mails to the address
    for (let mail = 0; mail < 3; mail++) expect((await added()).statusCode).toBe(200);
    for (let mail = 0; mail < 3; mail++) await smtp.nextMailTo(email);
    await mailedResetToken(email, ip);
    const last = await mailedResetToken(email, ip);
    expect(mailsTo(email)).toHaveLength(limitRules.mailRecipient.max);

    const refused = await forgot(email, ip);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ status: 1, message: apiMessages.forgotSent, data: [] });
    expect(mailsTo(email)).toHaveLength(limitRules.mailRecipient.max);
    expect((await resetWith(last, 'after-the-limit', ip)).json().status).toBe(1);
    expect((await login(email, 'after-the-limit', ip)).statusCode).toBe(200);
  });
});
