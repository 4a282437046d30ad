import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { claimDueMails, markMailSent, scheduleMailRetry } from '../../db/queries/mail-outbox';
import type { Database } from '../../db/schema';
import type { Mailer } from '../mailer';
import { composeMail } from './compose-mail';
import { outboxMail } from './outbox-mail';

const BATCH = 20;
/** A claimed row is left alone this long: longer than nodemailer's own timeouts on one send. */
const LEASE_MS = 15 * 60_000;
export const MAX_MAIL_ATTEMPTS = 8;
const INTERVAL_MS = 5_000;

/** 30 s, 2 min, 8 min, 32 min, about 2 h, then every 6 h: about a day before giving up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(attempts - 1, 0), 6 * 60 * 60_000);
}

export interface MailOutbox {
  /** sends every mail due at `now` (default: when it runs) and resolves with how many went out */
  drain(now?: Date): Promise<number>;
  /** asks the running dispatcher to send soon, e.g. right after a confirmation commits */
  kick(): void;
  /** sends what is due every few seconds until stop() */
  start(): void;
  /** stops the timer and waits for a send in progress */
  stop(): Promise<void>;
}

export interface MailOutboxOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Sends the rows of mail_outbox through the Mailer. A row is claimed (FOR UPDATE SKIP LOCKED, then a
 * lease) before its mail is sent, so several api instances never send the same row at once; a failed
 * send is retried with backoff and given up after MAX_MAIL_ATTEMPTS. Nothing here throws into a
 * request: confirmations only write rows and kick.
 */
export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { db, mailer, publicUrl, log } = options;
  let chain: Promise<unknown> = Promise.resolve();
  let kickQueued = false;
  let timer: NodeJS.Timeout | undefined;

  function claimDue(now: Date) {
    return claimDueMails(db, now, {
      batch: BATCH,
      maxAttempts: MAX_MAIL_ATTEMPTS,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
    });
  }

  async function deliver(row: Awaited<ReturnType<typeof claimDue>>[number], now: Date): Promise<boolean> {
    try {
      const mail = outboxMail.parse({ kind: row.kind, payload: row.payload });
      const outgoing = await composeMail(db, publicUrl, mail);
      if (outgoing) await mailer.send(outgoing);
      await markMailSent(db, row.id, outgoing ? null : 'no recipient');
      return outgoing !== null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = row.attempts >= MAX_MAIL_ATTEMPTS;
      await scheduleMailRetry(
        db,
        row.id,
        new Date(now.getTime() + retryDelayMs(row.attempts)),
        message.slice(0, 1000),
      );
      const details = { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: error };
      if (givenUp) log.error(details, 'mail given up after repeated failures');
      else log.warn(details, 'mail not sent; will retry');
      return false;
    }
  }

  async function sendDue(now: Date): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claimDue(now);
      if (claimed.length === 0) return sent;
      for (const row of claimed) if (await deliver(row, now)) sent++;
    }
  }

  /** Runs one pass after the previous one, so one instance never overlaps itself. */
  function queue(run: () => Promise<number>): Promise<number> {
    const next = chain.then(run);
    chain = next.catch(() => undefined);
    return next;
  }

  function kick() {
    if (!timer || kickQueued) return;
    kickQueued = true;
    queue(() => {
      kickQueued = false;
      return sendDue(new Date());
    }).catch((error: unknown) => log.error({ err: error }, 'mail outbox pass failed'));
  }

  return {
    drain: (now) => queue(() => sendDue(now ?? new Date())),
    kick,
    start() {
      if (timer) return;
      timer = setInterval(kick, options.intervalMs ?? INTERVAL_MS);
      timer.unref();
      kick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await chain;
    },
  };
}
