import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { claimDueMails, markMailSent } from '../../db/queries/mail-outbox';
import type { Database, MailKind } from '../../db/schema';
import type { ScheduleMailLinks } from '../giving/schedule-mails';
import type { Mailer } from '../mailer';
import { createOutboxRunner, retryOutboxRow, type Outbox } from '../outbox-runner';
import { composeMail } from './compose-mail';
import { outboxMail } from './outbox-mail';

const BATCH = 20;
/** A claimed row is left alone this long: longer than nodemailer's own timeouts on one send. */
const LEASE_MS = 15 * 60_000;
export const MAX_MAIL_ATTEMPTS = 8;
/** The last error of a mail left unsent because its inbox had all the mails it may get for now. */
export const RECIPIENT_LIMITED = 'recipient limit';

export type MailOutbox = Outbox;

export interface MailOutboxOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  /** the server key the invitation links' key derives from; without it those mails are retried, then given up */
  unsubscribeKey?: string;
  /** the night links' key and the clock of scheduled giving's mails; without it those mails are retried */
  scheduleLinks?: ScheduleMailLinks;
  /**
   * holds one more mail of this kind to this address, or null when its inbox had its share for now
   * (the per-inbox limit of a donation's mails, docs/decisions/026): a mail past it is recorded as not
   * sent, never retried; a hold is given back when the send fails
   */
  holdMail?: (kind: MailKind, to: string) => Promise<{ release(): Promise<void> } | null>;
  log: FastifyBaseLogger;
}

/**
 * Sends the rows of mail_outbox through the Mailer. A row is claimed (FOR UPDATE SKIP LOCKED, then a
 * lease) before its mail is sent, so several api instances never send the same row at once; a failed
 * send is retried with backoff and given up after MAX_MAIL_ATTEMPTS. Nothing here throws into a
 * request: confirmations only write rows and kick.
 */
export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { db, mailer, publicUrl, unsubscribeKey, scheduleLinks, log } = options;

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
      const outgoing = await composeMail(db, publicUrl, mail, unsubscribeKey, undefined, scheduleLinks);
      const held = outgoing && options.holdMail ? await options.holdMail(mail.kind, outgoing.to) : undefined;
      if (held === null) {
        await markMailSent(db, row.id, RECIPIENT_LIMITED);
        log.warn({ outboxId: row.id, kind: row.kind }, 'mail not sent: too many mails to this inbox');
        return false;
      }
      if (outgoing)
        await mailer.send(outgoing).catch(async (error: unknown) => {
          // the failed send does not count against the inbox; a store that fails here keeps the count
          await held?.release().catch(() => undefined);
          throw error;
        });
      await markMailSent(db, row.id, outgoing ? null : 'no recipient');
      return outgoing !== null;
    } catch (error) {
      const givenUp = row.attempts >= MAX_MAIL_ATTEMPTS;
      await retryOutboxRow(db, 'mail_outbox', row, now, error);
      const details = { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: error };
      if (givenUp) log.error(details, 'mail given up after repeated failures');
      else log.warn(details, 'mail not sent; will retry');
      return false;
    }
  }

  return createOutboxRunner({
    claimDue,
    deliver,
    log,
    name: 'mail outbox',
  });
}
