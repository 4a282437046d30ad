import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { createAppWithSettings, createUser, uniqueEmail } from '../test/factories';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { oneEngine } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';

describe.each(oneEngine)('account mails through a real SMTP listener (%s)', (engine) => {
  let smtp: SmtpListener;
  let t: Awaited<ReturnType<typeof createAppWithSettings>>;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The path and token of a mailed link, as the web app would route it. */
  function tokenOf(link: string, page: 'Verifymail' | 'ResetPassword') {
    const url = new URL(link);
    expect(url.origin).toBe(PUBLIC_URL);
    const match = new RegExp(`^/${page}/([A-Za-z0-9_-]{43})$`).exec(url.pathname);
    expect(match).not.toBeNull();
    return match![1]!;
  }

  function expectRtlMail(html: string, text: string | undefined) {
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<table role="presentation" dir="rtl"[^>]*style="direction:rtl;text-align:right/);
    expect(html).toMatch(/<span dir="ltr"[^>]*>https:\/\/athar\.example\//);
    expect(text).toMatch(/https:\/\/athar\.example\//);
  }

  it('register mails an Arabic RTL verification link that verifies the account once', async () => {
    const email = uniqueEmail('mail');
    const registered = await t.call({
      method: 'POST',
      url: '/api/users',
      payload: { user_name: 'ليلى', email, password: 'secret-123', msisdn: false, consent: true },
    });
    expect(registered.json().status).toBe(1);
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('فعّل حسابك في أثر');
    const html = String(mail.html);
    expectRtlMail(html, mail.text);
    expect(html).toContain('ليلى');
    const token = tokenOf(linkFrom(mail, `${PUBLIC_URL}/Verifymail/`), 'Verifymail');
    expect(mail.text).toContain(`${PUBLIC_URL}/Verifymail/${token}`);

    const verified = await t.call({ method: 'GET', url: `/api/verification?token=${token}` });
    expect(verified.json()).toMatchObject({ status: 1, message: apiMessages.verified });
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'secret-123' },
    });
    expect(login.json().data[0].verified).toBe(true);
    const again = await t.call({ method: 'GET', url: `/api/verification?token=${token}` });
    expect(again.json().status).toBe(0);
  });

  it('forgot password mails a reset link that sets a new password', async () => {
    const email = uniqueEmail('reset');
    await t.call({
      method: 'POST',
      url: '/api/users',
      payload: { user_name: 'سامي', email, password: 'old-password', msisdn: false, consent: true },
    });
    await smtp.nextMailTo(email);
    const forgot = await t.call({ method: 'POST', url: '/api/auth/forgotpass', payload: { email } });
    expect(forgot.json().status).toBe(1);
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('تعيين كلمة مرور جديدة في أثر');
    expectRtlMail(String(mail.html), mail.text);
    const token = tokenOf(linkFrom(mail, `${PUBLIC_URL}/ResetPassword/`), 'ResetPassword');

    const reset = await t.call({
      method: 'POST',
      url: `/api/auth/resetpass?token=${token}`,
      payload: { newpass: 'new-password-1' },
    });
    expect(reset.json()).toMatchObject({ status: 1, message: apiMessages.passwordReset });
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'new-password-1' },
    });
    expect(login.json().status).toBe(1);
  });

  it('sends nothing for an address without an account', async () => {
    const email = uniqueEmail('nobody');
    const forgot = await t.call({ method: 'POST', url: '/api/auth/forgotpass', payload: { email } });
    expect(forgot.json().status).toBe(1);
    // a mail the first request sent would have reached the listener before the next one's
    const someone = await createUser(t.db);
    await t.call({ method: 'POST', url: '/api/auth/forgotpass', payload: { email: someone.email } });
    await smtp.nextMailTo(someone.email);
    expect(smtp.mails.filter((mail) => JSON.stringify(mail.to).includes(email))).toEqual([]);
  });
});
