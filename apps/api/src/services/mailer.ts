import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createMailThread } from './mail-thread/mail-thread';
import { renderMail, type MailContent } from './mail-template';

export interface OutgoingMail extends MailContent {
  to: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** ends what the mailer runs (its thread); the app calls it on close */
  close?(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** where mails are written as .eml files when there is no SMTP server */
  mailDir: string;
  log: (message: string) => void;
}

/**
 * Sends mail over SMTP_URL with nodemailer, on a thread of its own (mail-thread/), so composing a
 * receipt does not hold up the requests around it; without SMTP_URL, writes each mail to
 * DATA_DIR/mail/*.eml and logs its link, so a local user can still finish a verification or reset.
 */
export function createMailer(options: MailerOptions): Mailer {
  const thread = createMailThread(options.smtpUrl);

  // the directory is made when a write finds it missing, not before every mail (a recursive mkdir
  // cost more than the write)
  async function writeMailFile(file: string, message: Uint8Array) {
    try {
      await fs.writeFile(file, message);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await fs.mkdir(options.mailDir, { recursive: true });
      await fs.writeFile(file, message);
    }
  }

  return {
    async send(mail) {
      const { html, text } = renderMail(mail);
      const eml = await thread.send({
        from: options.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html,
        text,
        // RFC 8058: a mail client's one-click POSTs to the same address (routes/one-click-unsubscribe.ts)
        ...(mail.unsubscribe
          ? {
              list: { unsubscribe: mail.unsubscribe.url },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
      if (!eml) return;
      const file = path.join(options.mailDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeMailFile(file, eml);
      const link = mail.action ? ` — ${mail.action.label}: ${mail.action.url}` : '';
      options.log(`mail to ${mail.to} written to ${file}${link}`);
    },
    close: () => thread.close(),
  };
}
