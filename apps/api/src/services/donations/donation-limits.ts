import type { FastifyBaseLogger } from 'fastify';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { mailboxKey } from '../../lib/mailbox-key';
import type { LimitCheck, LimitRule, RateLimiter, Reservation } from '../../lib/rate-limiter';
import type { MailKind } from '../../db/schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The limits that keep the donation form from becoming a way to flood a stranger (docs/decisions/026).
 * They protect the target, counted on the shared store (Redis when REDIS_URL is set, so every api
 * instance counts together), and never lock out a family sharing one address.
 * - Per client address, new donations on POST /api/donations (a replay under its Idempotency-Key is
 *   not one): 60 in 10 minutes. A home's router or a mobile carrier's shared address (CGNAT, common
 *   in Egypt) may carry a whole family, or a neighbourhood, giving in the minutes after a campaign is
 *   shared: their gifts pass; a script's hundreds do not.
 * - Per inbox, from every client: kiosk gifts whose payment code is mailed to one address, 6 an hour
 *   and 12 a day. Each opens a real payment at the gateway and a "your payment code" mail; a family
 *   giving to its one shared address stays below, forty scripted ones from forty addresses do not. A
 *   logged-in donor whose account's address is verified gives to their own inbox and is not counted,
 *   so nobody can stop a person from giving by typing their address first.
 * - Per inbox, of each kind of a donation's mails (the kiosk code, the receipt): 10 an hour and 20 a
 *   day. Past it the mail is left unsent, never the gift (its code and receipt stay on its page).
 */
export const donationLimits = {
  perIp: { name: 'donation-ip', max: 60, windowMs: 10 * MINUTE },
  kioskCodesPerHour: { name: 'kiosk-inbox-hour', max: 6, windowMs: HOUR },
  kioskCodesPerDay: { name: 'kiosk-inbox-day', max: 12, windowMs: DAY },
  mailsPerHour: { name: 'donation-mail-hour', max: 10, windowMs: HOUR },
  mailsPerDay: { name: 'donation-mail-day', max: 20, windowMs: DAY },
} as const satisfies Record<string, LimitRule>;

const NOTHING_HELD: Reservation = { release: async () => {} };

/**
 * Counts one donation request against `checks` before its work: over a limit, the 429 with `message`.
 * A store that does not answer (Redis down) lets the request through, logged: the gift a person sent
 * is never lost to a limiter; the mails it sends are still counted on their way out.
 */
async function reserveDonation(
  rateLimiter: RateLimiter,
  checks: LimitCheck[],
  message: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Reservation> {
  try {
    return await rateLimiter.reserve(checks, message);
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.warn({ err: error, limits: checks.map((check) => check.rule.name) }, 'donation limit not counted');
    return NOTHING_HELD;
  }
}

/**
 * Counts one new donation against its client's address and, when its payment code is to be mailed
 * (`codeTo`), against that inbox: a 429 in the words of the limit it is over, nothing counted then.
 * The caller releases the hold when the donation is not created after all.
 */
export async function reserveNewDonation(
  rateLimiter: RateLimiter,
  log: Pick<FastifyBaseLogger, 'warn'>,
  request: { client: string; codeTo: string | null },
): Promise<Reservation> {
  const perClient = [{ rule: donationLimits.perIp, subject: request.client }];
  const fromClient = await reserveDonation(rateLimiter, perClient, apiMessages.donationsLimited, log);
  if (request.codeTo === null) return fromClient;
  const inbox = mailboxKey(request.codeTo);
  const perInbox = [
    { rule: donationLimits.kioskCodesPerHour, subject: inbox },
    { rule: donationLimits.kioskCodesPerDay, subject: inbox },
  ];
  try {
    const toInbox = await reserveDonation(rateLimiter, perInbox, apiMessages.kioskCodesLimited, log);
    return { release: () => Promise.all([fromClient.release(), toInbox.release()]).then(() => undefined) };
  } catch (error) {
    await fromClient.release();
    throw error;
  }
}

/** The mails a donation sends to the address its donor typed. */
const DONATION_MAILS = new Set<MailKind>(['receipt', 'kiosk_reference']);

/**
 * Whether one more mail of this kind may go to this address now: counted against the inbox (its
 * mailboxKey) for each kind of a donation's mails; others are not counted. Null when the inbox had
 * its share; else a hold to release if the mail then fails to go (its retry counts again). A store
 * that does not answer throws: the outbox tries the mail again later, so it is neither lost nor sent
 * past the limit.
 */
export async function holdDonationMail(
  rateLimiter: RateLimiter,
  kind: MailKind,
  to: string,
): Promise<Reservation | null> {
  if (!DONATION_MAILS.has(kind)) return NOTHING_HELD;
  const subject = `${kind}:${mailboxKey(to)}`;
  try {
    return await rateLimiter.reserve([
      { rule: donationLimits.mailsPerHour, subject },
      { rule: donationLimits.mailsPerDay, subject },
    ]);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return null;
    throw error;
  }
}
