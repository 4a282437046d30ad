import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener';
import { createMailThread, type MailMessage } from './mail-thread';

const receipt = (to: string): MailMessage => ({
  from: 'أثر <no-reply@athar.test>',
  to,
  subject: 'إيصال تبرعك — ‏$1 =SUM(A1)',
  html: '<p dir="rtl">تبرعت بمبلغ 100 جنيه</p>',
  text: 'تبرعت بمبلغ 100 جنيه',
  list: { unsubscribe: 'https://athar.test/unsubscribe?t=abc' },
});

describe('the mail thread', () => {
  let smtp: SmtpListener;
  beforeAll(async () => {
    smtp = await startSmtpListener();
  });
  afterAll(() => smtp.close());

  it('delivers over SMTP what the api posted, headers and Arabic text intact', async () => {
    const thread = createMailThread(smtp.url);
    try {
      await expect(thread.send(receipt('sara@example.com'))).resolves.toBeNull();
      const mail = await smtp.nextMailTo('sara@example.com');
      expect(mail.subject).toBe('إيصال تبرعك — ‏$1 =SUM(A1)');
      expect(mail.text?.trim()).toBe('تبرعت بمبلغ 100 جنيه');
      const listHeader = mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
      expect(listHeader).toContain('<https://athar.test/unsubscribe?t=abc>');
    } finally {
      await thread.close();
    }
  });

  it("without SMTP answers with the message's bytes, for the .eml file", async () => {
    const thread = createMailThread(undefined);
    try {
      const eml = Buffer.from((await thread.send(receipt('omar@example.com')))!).toString('utf8');
      expect(eml).toContain('To: omar@example.com');
      expect(eml).toContain('Subject: =?UTF-8?');
    } finally {
      await thread.close();
    }
  });

  it("fails a send with nodemailer's reason when the SMTP server cannot be reached, and the next one still goes", async () => {
    const thread = createMailThread(`smtp://127.0.0.1:${await freePort()}`);
    try {
      await expect(thread.send(receipt('nour@example.com'))).rejects.toThrow(/ECONNREFUSED/);
      await expect(thread.send(receipt('nour@example.com'))).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await thread.close();
    }
  });

  it('fails the sends waiting when it closes, and a send after that starts a new thread', async () => {
    const thread = createMailThread(undefined);
    const waiting = thread.send(receipt('huda@example.com'));
    await thread.close();
    await expect(waiting).rejects.toThrow('mail thread stopped');
    try {
      await expect(thread.send(receipt('huda@example.com'))).resolves.toBeInstanceOf(Uint8Array);
    } finally {
      await thread.close();
    }
  });
});
