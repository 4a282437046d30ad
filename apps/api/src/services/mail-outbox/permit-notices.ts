import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { queueExpiredNotices, queueExpiringNotices } from '../../db/queries/permit-notices';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import type { MailOutbox } from './dispatcher';
import { createHourlyCheck, type HourlyCheck } from './hourly-check';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FIRST_CHECK_MS = 90_000;

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

/** Looks for permits running out every hour (and a minute and a half after start), on today's Cairo day. */
export function createPermitNoticeScheduler(deps: PermitNoticeDeps): HourlyCheck {
  async function check() {
    const day = cairoDay(new Date());
    try {
      const queued = await sendPermitNotices(deps, day);
      if (queued.expiring + queued.expired > 0) deps.log.info({ day, ...queued }, 'permit notices queued');
    } catch (error) {
      deps.log.error({ err: error, day }, 'permit notices failed');
    }
  }
  return createHourlyCheck(check, FIRST_CHECK_MS);
}
