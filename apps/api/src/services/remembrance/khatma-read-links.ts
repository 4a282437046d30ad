import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { khatmaMessages } from '@athar/contract/remembrance/khatma-messages';
import type { ReadLinkContact } from '@athar/contract/remembrance/khatma-read-link';
import { AppError } from '@athar/server-kit/errors';
import { insertReadLinkSms, lockReservationById, reservationKhatma } from '../../db/queries/khatma-links';
import { lockKhatma, readJuzUnderLock } from '../../db/queries/khatma';
import type { Database } from '../../db/schema';
import { mailboxKey } from '../../lib/mailbox-key';
import type { LimitRule, RateLimiter, Reservation } from '../../lib/rate-limiter';
import { openMailLink, takeMailLink } from '../mail-links/mail-links';
import { enqueueMail } from '../mail-outbox/outbox-mail';
import { toSmsNumber } from '../sms-outbox/sms-number';

const HOUR = 60 * 60 * 1000;

/**
 * Issue 35: a reader may give an e-mail or a phone when reserving, and gets one message whose link marks
 * that reservation read from any device. Whoever reserves, one address (an inbox however its address is
 * spelled, a phone) gets at most this many an hour: a stranger's inbox or phone is not a target. Past
 * it the reservation still goes through, without the message, in the same words (nothing is said of
 * the address).
 */
export const readLinkLimits = {
  perTarget: { name: 'khatma-link-to', max: 5, windowMs: HOUR },
} satisfies Record<string, LimitRule>;

/** Where the message goes: an inbox, or a phone as the aggregator takes it (international digits). */
export type ReadLinkTarget = { email: string } | { msisdn: string };

function targetOf(contact: ReadLinkContact): ReadLinkTarget | null {
  if ('email' in contact) return { email: contact.email };
  const msisdn = toSmsNumber(contact.phone);
  return msisdn === null ? null : { msisdn };
}

/**
 * Holds one message to the contact against its address's hourly share, counted on the shared store from
 * every client. Null when the address had its share (or the store does not answer): no message then.
 * The hold is released by the caller when the reservation is not made after all.
 */
export async function holdReadLink(
  rateLimiter: RateLimiter,
  contact: ReadLinkContact,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ target: ReadLinkTarget; hold: Reservation } | null> {
  const target = targetOf(contact);
  if (!target) return null;
  const subject = 'email' in target ? mailboxKey(target.email) : target.msisdn;
  try {
    return { target, hold: await rateLimiter.reserve([{ rule: readLinkLimits.perTarget, subject }]) };
  } catch (error) {
    if (!(error instanceof AppError)) log.warn({ err: error }, 'khatma link not counted: no message sent');
    return null;
  }
}

/** Queues the reservation's one message, in the transaction that made it; answers which outbox to kick. */
export async function queueReadLink(
  trx: Transaction<Database>,
  partId: number,
  target: ReadLinkTarget,
): Promise<'mail' | 'sms'> {
  if ('email' in target) {
    await enqueueMail(trx, {
      kind: 'khatma_read_link',
      payload: { khatma_part_id: partId, email: target.email },
    });
    return 'mail';
  }
  await insertReadLinkSms(trx, partId, target.msisdn);
  return 'sms';
}

export interface ReadByLink {
  khatma_id: number;
  juz: number;
  finished: boolean;
  already_read: boolean;
}

const invalidLink = () => new AppError('BAD_REQUEST', khatmaMessages.readLinkInvalid);

/**
 * The press on a reservation's link, from the campaign page it opened: marks that reservation read, once.
 * Pressed again (or after the reader marked it from their own browser) it answers that it is read and
 * changes nothing. A token that is not ours, another campaign's, or whose reservation was released (the
 * link went with it) is 400, in the same words: nothing tells which; past its 7 days, 410 in its own.
 * The khatma's row is locked first, as for every read, so the 30th read finishes it exactly once.
 */
export async function markReadByLink(
  db: Kysely<Database>,
  campaignId: number,
  token: string,
  now: Date,
): Promise<ReadByLink> {
  return db.transaction().execute(async (trx) => {
    const link = await openMailLink(trx, token, 'khatma_read', now);
    if (link === 'expired') throw new AppError('GONE', khatmaMessages.readLinkExpired);
    if (link === 'unknown' || link.khatma_part_id === null) throw invalidLink();
    const owner = await reservationKhatma(trx, link.khatma_part_id);
    if (!owner || owner.campaign_id !== campaignId) throw invalidLink();
    await lockKhatma(trx, owner.khatma_id);
    const part = await lockReservationById(trx, link.khatma_part_id);
    if (!part) throw invalidLink();
    const answer = { khatma_id: part.khatma_id, juz: part.juz };
    const taken = await takeMailLink(trx, link, now);
    if (part.read_at !== null) return { ...answer, finished: part.finished_at !== null, already_read: true };
    // a link is taken by the press that marks its reservation: a used link never marks one again
    if (!taken) throw invalidLink();
    const { finished } = await readJuzUnderLock(trx, part.khatma_id, part.juz, now);
    return { ...answer, finished, already_read: false };
  });
}
