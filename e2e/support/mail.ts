import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface MailedLink {
  link: string;
  mail: ParsedMail;
}

/**
 * The first link matching `pattern` (its first group) of the newest mail to `to` that the running app
 * wrote to `<dataDir>/mail` since `after` (no SMTP in the browser journeys), looked for every `pollMs`
 * until `waitMs` have passed.
 */
async function newestMailedLink(
  dataDir: string,
  to: string,
  after: number,
  pattern: RegExp,
  { waitMs, pollMs }: { waitMs: number; pollMs: number },
): Promise<MailedLink | null> {
  const mailDir = path.join(dataDir, 'mail');
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
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return null;
}

/** The `/<page>/<token>` link of the newest mail to `to` since `after`, waiting up to 5 s for it. */
export async function mailedLink(
  dataDir: string,
  to: string,
  page: string,
  after: number,
): Promise<MailedLink> {
  const pattern = new RegExp(`href="([^"]*/${page}/[A-Za-z0-9_-]+)"`);
  const found = await newestMailedLink(dataDir, to, after, pattern, { waitMs: 5_000, pollMs: 100 });
  if (!found) throw new Error(`no ${page} mail to ${to}`);
  return found;
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
  // a page's path holds letters and slashes only: nothing to escape
  const pattern = new RegExp(`href="([^"]*${linkPath}\\?token=[A-Za-z0-9_%.-]+)"`);
  const found = await newestMailedLink(dataDir, to, after, pattern, { waitMs, pollMs: 200 });
  if (!found) throw new Error(`no ${linkPath} mail to ${to}`);
  return found;
}

/**
 * The link carrying `?<param>=<token>` of the newest mail to `to` written since `after` (a page that
 * takes its link's token beside a query of its own, such as a khatma reservation's «read» link on the
 * campaign's page), waiting up to `waitMs` for it.
 */
export async function mailedParamLink(
  dataDir: string,
  to: string,
  param: string,
  after: number,
  waitMs = 5_000,
): Promise<MailedLink> {
  const pattern = new RegExp(`href="([^"]*[?&]${param}=[A-Za-z0-9_%.-]+)"`);
  const found = await newestMailedLink(dataDir, to, after, pattern, { waitMs, pollMs: 200 });
  if (!found) throw new Error(`no mail with a ${param} link to ${to}`);
  return found;
}

/**
 * The newest mail to `to` written since `after` whose link leads to `linkPath` (a page with no token of
 * its own, such as the console's «إعدادات الدفع»), waiting up to 5 s for it.
 */
export async function mailedPageLink(
  dataDir: string,
  to: string,
  linkPath: string,
  after: number,
): Promise<MailedLink> {
  const pattern = new RegExp(`href="([^"]*${linkPath})"`);
  const found = await newestMailedLink(dataDir, to, after, pattern, { waitMs: 5_000, pollMs: 100 });
  if (!found) throw new Error(`no mail to ${to} leading to ${linkPath}`);
  return found;
}
