import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { queueExpiredNotices, queueExpiringNotices } from '../../db/queries/permit-notices';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import type { MailOutbox } from './dispatcher';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface PermitNoticeDeps {
  db: Kysely<Database>;
  outbox: Pick<MailOutbox, 'kick'>;
  log: FastifyBaseLogger;
}

/**
 * Queues the permit notices due on the Cairo day `day` (`YYYY-MM-DD`): 'permit_expiring' for online
 * permits ending within 30 days with none after them, 'permit_expired' where no permit covers the
 * day (the charity's campaigns are paused). Each permit's notice of each kind is sent once, however
 * many runs or instances. Kicks the outbox when any mail was queued; resolves with how many.
 */
export async function sendPermitNotices(
  { db, outbox }: PermitNoticeDeps,
  day: string,
): Promise<{ expiring: number; expired: number }> {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  const expiring = (await queueExpiringNotices(db, day)).length;
  const expired = (await queueExpiredNotices(db, day)).length;
  if (expiring + expired > 0) outbox.kick();
  return { expiring, expired };
}

/** The scheduled job (services/jobs, hourly): the notices due on `now`'s Cairo day. A failure throws, for pg-boss to retry. */
export async function runPermitNotices(
  deps: PermitNoticeDeps,
  now: Date,
): Promise<{ day: string; expiring: number; expired: number }> {
  const day = cairoDay(now);
  const queued = await sendPermitNotices(deps, day);
  if (queued.expiring + queued.expired > 0) deps.log.info({ day, ...queued }, 'permit notices queued');
  return { day, ...queued };
}
