import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { claimDueSms, giveUpSms, markSmsSent, smsRecipient } from '../../db/queries/sms-outbox';
import type { Database } from '../../db/schema';
import { createOutboxRunner, retryOutboxRow, type Outbox } from '../outbox-runner';
import { khatmaReadLinkText } from './khatma-read-link-sms';
import { sendOutboundSms } from './outbound-sms';
import { maskNumber, toSmsNumber } from './sms-number';

const BATCH = 20;
/** A claimed row is left alone this long: far longer than one send call's timeout. */
const LEASE_MS = 2 * 60_000;
export const MAX_SMS_ATTEMPTS = 8;

export type SmsOutbox = Outbox;

/**
 * The aggregator's reference of a message: one per receipt and per night link, so a repeat of either
 * is dropped; each code text is a message of its own (a new code sent again for the same schedule).
 */
function referenceOf(row: {
  id: number;
  kind: string;
  donation_id: number | null;
  schedule_id: number | null;
  night: string | null;
}) {
  if (row.kind === 'schedule_phone_code' || row.kind === 'khatma_read_link') return `${row.kind}-${row.id}`;
  return `${row.kind}-${row.donation_id ?? `${row.schedule_id}-${row.night}`}`;
}

export interface SmsOutboxOptions {
  db: Kysely<Database>;
  /** the aggregator's send call (SMS_OUTBOUND_URL, or the built-in simulator) and its token */
  url: string;
  /** the web app's address, for the links written into a message as it is sent */
  publicUrl: string;
  token: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

/**
 * Sends the rows of sms_outbox through the aggregator's outbound call, as the mail outbox sends
 * mail: a row is claimed (FOR UPDATE SKIP LOCKED, then a lease) before it is sent, so several api
 * instances never send it at once; the network, 429 and 5xx are retried with backoff up to
 * MAX_SMS_ATTEMPTS; any other 4xx gives it up at once. Every attempt carries the same reference, so
 * the aggregator drops a repeat. Nothing here throws into a request.
 */
export function createSmsOutbox(options: SmsOutboxOptions): SmsOutbox {
  const { db, log } = options;

  function claimDue(now: Date) {
    return claimDueSms(db, now, {
      batch: BATCH,
      maxAttempts: MAX_SMS_ATTEMPTS,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
    });
  }

  type Row = Awaited<ReturnType<typeof claimDue>>[number];

  /** The row's text; a khatma reservation's is written now, with its link (null: released or read since). */
  function textOf(row: Row): Promise<string | null> | string | null {
    if (row.body !== null) return row.body;
    return row.khatma_part_id === null ? null : khatmaReadLinkText(db, options.publicUrl, row.khatma_part_id);
  }

  async function send(row: Row, to: string | null) {
    if (to === null) return null;
    const text = await textOf(row);
    if (text === null) return null;
    return sendOutboundSms(
      { url: options.url, token: options.token, timeoutMs: options.timeoutMs },
      { to, text, reference: referenceOf(row) },
    );
  }

  async function deliver(row: Row, now: Date): Promise<boolean> {
    // a khatma reservation's number is kept beside its message; the others' are their donation's or schedule's
    const phone = row.msisdn ?? (await smsRecipient(db, row));
    const to = phone === null ? null : toSmsNumber(phone);
    const details = { smsId: row.id, kind: row.kind, to: to && maskNumber(to), attempts: row.attempts };
    try {
      const outcome = await send(row, to);
      if (outcome === null) {
        await markSmsSent(db, row.id, { providerMessageId: null, lastError: 'no recipient' });
        return false;
      }
      if (outcome.kind === 'sent') {
        await markSmsSent(db, row.id, { providerMessageId: outcome.messageId, lastError: null });
        log.info({ ...details, providerMessageId: outcome.messageId }, 'sms sent');
        return true;
      }
      if (outcome.kind === 'refused') {
        await giveUpSms(db, row.id, MAX_SMS_ATTEMPTS, outcome.error.slice(0, 1000));
        log.error({ ...details, error: outcome.error }, 'sms refused by the aggregator; given up');
        return false;
      }
      throw new Error(outcome.error);
    } catch (error) {
      const message = await retryOutboxRow(db, 'sms_outbox', row, now, error);
      if (row.attempts >= MAX_SMS_ATTEMPTS)
        log.error({ ...details, error: message }, 'sms given up after repeated failures');
      else log.warn({ ...details, error: message }, 'sms not sent; will retry');
      return false;
    }
  }

  return createOutboxRunner({
    claimDue,
    deliver,
    log,
    name: 'sms outbox',
  });
}
