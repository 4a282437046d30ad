import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpListener {
  /** smtp://127.0.0.1:<port>, for SMTP_URL or createMailer */
  url: string;
  mails: ParsedMail[];
  /** the next mail to this address that arrives (or already arrived and was not taken yet) */
  nextMailTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/**
 * A real SMTP server on a loopback port that parses every mail it receives (tests only); a given
 * port brings a server "back" where an earlier one was closed.
 */
export async function startSmtpListener(port = 0): Promise<SmtpListener> {
  const mails: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : 0;

  function take(to: string): ParsedMail | undefined {
    const mail = mails.find((candidate) => !taken.has(candidate) && recipients(candidate).includes(to));
    if (mail) taken.add(mail);
    return mail;
  }

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    mails,
    nextMailTo(to, timeoutMs = 5000) {
      const wanted = to.toLowerCase();
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = take(wanted);
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail's HTML that starts with the given URL prefix. */
export function linkFrom(mail: ParsedMail, prefix: string): string {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  const link = hrefs.find((href) => href.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in the mail`);
  return link;
}
