import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../db/connect';
import { createAppWithSettings } from '../test/factories';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

type SmtpApp = Awaited<ReturnType<typeof createAppWithSettings>>;

const message = {
  name: 'سارة محمود',
  msisdn: '01012345678',
  from: 'sara@example.com',
  message: 'أود أن أسأل عن طريقة إضافة جمعيتنا إلى الموقع.',
};

/** The api mailing support through a real SMTP listener, for one describe below. */
async function contactApp(engine: Engine): Promise<{ smtp: SmtpListener; t: SmtpApp }> {
  const smtp = await startSmtpListener();
  const t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@athar.test' });
  return { smtp, t };
}

describe.each(oneEngine)('POST /api/about/contactus on %s', (engine) => {
  let smtp: SmtpListener;
  let t: SmtpApp;
  beforeAll(async () => {
    ({ smtp, t } = await contactApp(engine));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores the message and mails it to support over SMTP, replying to the sender', async () => {
    const response = await t.call({ method: 'POST', url: '/api/about/contactus', payload: message });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 1, data: [] });
    expect(response.json().message).toMatch(/شكرًا/);
    const mail = await smtp.nextMailTo('help@athar.test');
    expect(mail.replyTo?.value[0]?.address).toBe('sara@example.com');
    expect(mail.subject).toContain('سارة محمود');
    expect(mail.text).toContain('أود أن أسأل عن طريقة إضافة جمعيتنا إلى الموقع.');
    expect(mail.text).toContain('01012345678');
    expect(mail.html).toContain('dir="rtl"');
    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'sara@example.com')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'سارة محمود', msisdn: '01012345678', message: message.message });
  });

  it('accepts a message without a phone', async () => {
    const payload = { ...message, msisdn: '', from: 'no-phone@example.com' };
    const response = await t.call({ method: 'POST', url: '/api/about/contactus', payload });
    expect(response.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('contact_messages')
      .select('msisdn')
      .where('email', '=', 'no-phone@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.msisdn).toBeNull();
    await smtp.nextMailTo('help@athar.test');
  });

  it.each([
    [{ name: 'س' }, 'name', 'من فضلك أدخل اسمًا صحيحًا'],
    [{ from: 'not-an-email' }, 'from', 'البريد الإلكتروني غير صحيح'],
    [{ message: 'قصير' }, 'message', 'من فضلك اكتب تفاصيل أكثر'],
    [{ msisdn: '0101' }, 'msisdn', 'رقم الهاتف غير صحيح، يجب أن يبدأ بـ 01 ويتكون من 11 رقمًا'],
  ])('refuses %o with the Arabic message of PRODUCT.md §5', async (change, field, text) => {
    const before = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await t.call({
      method: 'POST',
      url: '/api/about/contactus',
      payload: { ...message, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message: text, errors: { [field]: text } });
    const after = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

/** Where the engine can change the answer: how each engine and its driver refuse a NUL in a text. */
describe.each(testEngines)('POST /api/about/contactus, a value the database refuses, on %s', (engine) => {
  let smtp: SmtpListener;
  let t: SmtpApp;
  beforeAll(async () => {
    ({ smtp, t } = await contactApp(engine));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses a NUL character, which no text column can hold, with a 400 in Arabic', async () => {
    const payload = { ...message, name: 'سارة\u0000محمود', from: 'nul@example.com' };
    const response = await t.call({ method: 'POST', url: '/api/about/contactus', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('POST /api/about/contactus without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('writes the mail to DATA_DIR/mail', async () => {
    const response = await t.call({ method: 'POST', url: '/api/about/contactus', payload: message });
    expect(response.statusCode).toBe(200);
    const mailDir = path.join(t.config.dataDir, 'mail');
    const files = fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(mailDir, files[0]!), 'utf8')).toContain(t.config.SUPPORT_EMAIL);
  });

  it('keeps nothing and says so in Arabic when the mail cannot be sent', async () => {
    t.app.mailer.send = async () => {
      throw new Error('smtp down');
    };
    const payload = { ...message, from: 'lost@example.com' };
    const response = await t.call({ method: 'POST', url: '/api/about/contactus', payload });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 0, message: 'لم تُرسل رسالتك، من فضلك حاول مرة أخرى' });
    const stored = await t.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', 'lost@example.com')
      .execute();
    expect(stored).toEqual([]);
  });
});
