import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { addDays, CAIRO_TIME_ZONE, cairoDay, cairoHour } from '../../lib/cairo-time';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Creators get the previous day's digest from this hour on (Cairo time). */
export const DIGEST_HOUR = 8;
const CHECK_EVERY_MS = 60 * 60_000;
const FIRST_CHECK_MS = 60_000;

/**
 * Queues one digest mail per campaign that had confirmed donations on the Cairo day `day`
 * (`YYYY-MM-DD`) and whose creator can still be mailed: that day's count and sum, and the campaign's
 * total at the end of the day. One statement over all campaigns; the (campaign, day) claim makes a
 * second run, on this or any other instance, queue nothing. Resolves with how many were queued.
 */
export async function sendDailyDigests(app: FastifyInstance, day: string): Promise<number> {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  const start = sql`(${day}::date)::timestamp AT TIME ZONE ${CAIRO_TIME_ZONE}`;
  const end = sql`(${day}::date + 1)::timestamp AT TIME ZONE ${CAIRO_TIME_ZONE}`;
  const { rows } = await sql<{ id: number }>`
    WITH day_totals AS (
      SELECT d.campaign_id, count(*) AS donations, sum(d.amount) AS amount
      FROM donations d
      WHERE d.status = 'confirmed' AND d.confirmed_at >= ${start} AND d.confirmed_at < ${end}
      GROUP BY d.campaign_id
    ), claimed AS (
      INSERT INTO campaign_digests (campaign_id, day)
      SELECT t.campaign_id, ${day}::date
      FROM day_totals t
      JOIN campaigns c ON c.id = t.campaign_id
      JOIN users u ON u.id = c.user_id
      WHERE u.deleted_at IS NULL AND u.email IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING campaign_id
    )
    INSERT INTO mail_outbox (kind, payload)
    SELECT 'daily_digest', jsonb_build_object(
      'campaign_id', t.campaign_id,
      'day', ${day}::text,
      'count', t.donations,
      'amount', t.amount,
      'collected', c.collected - coalesce(later.amount, 0))
    FROM claimed k
    JOIN day_totals t ON t.campaign_id = k.campaign_id
    JOIN campaigns c ON c.id = t.campaign_id
    LEFT JOIN LATERAL (
      SELECT sum(l.amount) AS amount FROM donations l
      WHERE l.campaign_id = t.campaign_id AND l.status = 'confirmed' AND l.confirmed_at >= ${end}
    ) later ON true
    RETURNING id`.execute(app.db);
  if (rows.length > 0) app.outbox.kick();
  return rows.length;
}

/** The day whose digest is due at `now`: yesterday from 08:00 Cairo time, else the day before. */
export function dueDigestDay(now: Date): string {
  return addDays(cairoDay(now), cairoHour(now) >= DIGEST_HOUR ? -1 : -2);
}

export interface DigestScheduler {
  start(): void;
  /** stops the timers and waits for a check in progress */
  stop(): Promise<void>;
}

/**
 * Checks every hour (and a minute after start) whether a day's digests are due. The day before
 * yesterday is rechecked until 08:00, so a day is not lost when no instance ran that evening.
 */
export function createDigestScheduler(app: FastifyInstance): DigestScheduler {
  let lastDone: string | null = null;
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<void> = Promise.resolve();

  async function check() {
    const day = dueDigestDay(new Date());
    if (day === lastDone) return;
    try {
      const queued = await sendDailyDigests(app, day);
      lastDone = day;
      app.log.info({ day, queued }, 'daily digests queued');
    } catch (error) {
      app.log.error({ err: error, day }, 'daily digests failed');
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
