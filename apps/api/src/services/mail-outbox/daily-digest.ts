import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { queueDailyDigests } from '../../db/queries/mail-outbox';
import type { Database } from '../../db/schema';
import { addDays, cairoDay, cairoHour } from '../../lib/cairo-time';
import type { MailOutbox } from './dispatcher';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Creators get the previous day's digest from this hour on (Cairo time). */
export const DIGEST_HOUR = 8;

export interface DigestDeps {
  db: Kysely<Database>;
  outbox: Pick<MailOutbox, 'kick'>;
  log: FastifyBaseLogger;
}

/**
 * Queues the digests of the Cairo day `day` (`YYYY-MM-DD`): one mail per campaign that had confirmed
 * donations that day and whose creator can still be mailed, never twice (queueDailyDigests), and
 * kicks the outbox when any was queued. Resolves with how many were queued.
 */
export async function sendDailyDigests({ db, outbox }: DigestDeps, day: string): Promise<number> {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  const rows = await queueDailyDigests(db, day);
  if (rows.length > 0) outbox.kick();
  return rows.length;
}

/** The day whose digest is due at `now`: yesterday from 08:00 Cairo time, else the day before. */
export function dueDigestDay(now: Date): string {
  return addDays(cairoDay(now), cairoHour(now) >= DIGEST_HOUR ? -1 : -2);
}

/**
 * The scheduled job (services/jobs, hourly): queues the digests of the day due at `now`. The day
 * before yesterday is rechecked until 08:00, so a day is not lost when no instance ran that evening;
 * a day already queued queues nothing again. A failure throws, for pg-boss to retry and record.
 */
export async function runDailyDigests(deps: DigestDeps, now: Date): Promise<{ day: string; queued: number }> {
  const day = dueDigestDay(now);
  const queued = await sendDailyDigests(deps, day);
  if (queued > 0) deps.log.info({ day, queued }, 'daily digests queued');
  return { day, queued };
}
