import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-mailer-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const mail = {
  to: 'sara@example.com',
  subject: 'إيصال تبرعك',
  title: 'شكرًا لك',
  paragraphs: ['تبرعت بمبلغ 100 جنيه'],
};

describe('the file mailer (no SMTP_URL)', () => {
  it('writes each mail as an .eml file, making its directory when it is missing, even after it was removed', async () => {
    const mailDir = path.join(root, 'data', 'mail');
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'no-reply@athar.test',
      mailDir,
      log: (line) => logged.push(line),
    });
    await mailer.send(mail);
    expect(fs.readdirSync(mailDir)).toHaveLength(1);
    fs.rmSync(mailDir, { recursive: true });
    await mailer.send(mail);
    const files = fs.readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(fs.readFileSync(path.join(mailDir, files[0]!), 'utf8')).toContain('To: sara@example.com');
    expect(logged).toHaveLength(2);
    await mailer.close?.();
  });
});
