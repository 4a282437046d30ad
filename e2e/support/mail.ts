import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface MailedLink {
  link: string;
  mail: ParsedMail;
}

/**
 * The `/<page>/<token>` link of the newest mail to `to` that the running app wrote to
 * `<dataDir>/mail` since `after` (no SMTP in the browser journeys), waiting up to 5 s for it.
 */
export async function mailedLink(
  dataDir: string,
  to: string,
  page: string,
  after: number,
): Promise<MailedLink> {
  const mailDir = path.join(dataDir, 'mail');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = fs.existsSync(mailDir)
      ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
      : [];
    const fresh = files
      .map((name) => path.join(mailDir, name))
      .filter((file) => fs.statSync(file).mtimeMs >= after)
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
    for (const file of fresh) {
      const mail = await simpleParser(fs.readFileSync(file));
      const addressed = [mail.to].flat().some((group) => group?.text.includes(to));
      const link = String(mail.html).match(new RegExp(`href="([^"]*/${page}/[A-Za-z0-9_-]+)"`))?.[1];
      if (addressed && link) return { link, mail };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${page} mail to ${to}`);
}

/**
 * The `<path>?token=…` link of the newest mail to `to` written since `after`, waiting up to `waitMs`
 * for it: a confirmation goes out at once; a mail another mail fans out (a family's news to each
 * follower) goes with the outbox's next pass, the every-minute sweep at most.
 */
export async function mailedTokenLink(
  dataDir: string,
  to: string,
  linkPath: string,
  after: number,
  waitMs = 5_000,
): Promise<MailedLink> {
  const mailDir = path.join(dataDir, 'mail');
  // a page's path holds letters and slashes only: nothing to escape
  const pattern = new RegExp(`href="([^"]*${linkPath}\\?token=[A-Za-z0-9_%.-]+)"`);
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    const files = fs.existsSync(mailDir)
      ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
      : [];
    const fresh = files
      .map((name) => path.join(mailDir, name))
      .filter((file) => fs.statSync(file).mtimeMs >= after)
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
    for (const file of fresh) {
      const mail = await simpleParser(fs.readFileSync(file));
      const addressed = [mail.to].flat().some((group) => group?.text.includes(to));
      const link = String(mail.html).match(pattern)?.[1]?.replace(/&amp;/g, '&');
      if (addressed && link) return { link, mail };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${linkPath} mail to ${to}`);
}
