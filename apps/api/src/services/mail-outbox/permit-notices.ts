import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { queueExpiredNotices, queueExpiringNotices } from '../../db/queries/permit-notices';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import type { MailOutbox } from './dispatcher';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CHECK_EVERY_MS = 60 * 60_000;
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

export interface PermitNoticeScheduler {
  start(): void;
  /** stops the timers and waits for a check in progress */
  stop(): Promise<void>;
}

/** Looks for permits running out every hour (and a minute and a half after start), on today's Cairo day. */
export function createPermitNoticeScheduler(deps: PermitNoticeDeps): PermitNoticeScheduler {
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<void> = Promise.resolve();

  async function check() {
    const day = cairoDay(new Date());
    try {
      const queued = await sendPermitNotices(deps, day);
      if (queued.expiring + queued.expired > 0) deps.log.info({ day, ...queued }, 'permit notices queued');
    } catch (error) {
      deps.log.error({ err: error, day }, 'permit notices failed');
    }
  }
  const tick = () => {
    running = running.then(check);
  };

  return {
    start() {
      if (timers.length > 0) return;
      timers = [setTimeout(tick, FIRST_CHECK_MS), setInterval(tick, CHECK_EVERY_MS)];
      for (const timer of timers) timer.unref();
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      await running;
    },
  };
}
