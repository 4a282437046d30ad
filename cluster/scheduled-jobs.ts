import pg from 'pg';
import type { CheckResult } from './mixed-load';

/** pg-boss turns each due cron slot into one job of this queue, which then queues the real job. */
const SEND_IT = '__pgboss__send-it';
const EVERY_MINUTE = ['mail-outbox-sweep', 'sms-outbox-sweep'];

const minuteOf = (time: Date) => Math.floor(time.getTime() / 60_000);
/** hh:mm:ss in UTC, as the database's times are compared */
const clockOf = (time: Date) => time.toISOString().slice(11, 19);

/**
 * Waits until two whole minutes have passed since the minute of `since` (when the instances were
 * ready) and 40 s into the next: an instance looks for due cron slots every 10 s (job-queue.ts), so
 * each of those minutes has had its every-minute job queued by then.
 */
export async function waitForTwoMinuteSlots(since: Date): Promise<void> {
  const wait = (minuteOf(since) + 2) * 60_000 + 40_000 - Date.now();
  if (wait > 0) {
    console.log(`[cluster] waiting ${Math.ceil(wait / 1000)} s for cron slots of the scheduled jobs`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * The scheduled jobs (apps/api/src/services/jobs/scheduled-jobs.ts) ran once per cron slot across
 * the three instances: each whole minute since `since` had its every-minute job queued by pg-boss's
 * cron (none missed), each queue holds at most one job per minute slot that passed (three instances
 * each running their own timer would make three), and the finished ones completed.
 */
export async function checkScheduledJobsOnce(databaseUrl: string, since: Date): Promise<CheckResult> {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    const now = new Date();
    const slots = minuteOf(now) - minuteOf(since) + 1;
    // the minute the instances became ready is partly before their schedules were written
    const wholeMinutes = Array.from({ length: slots - 1 }, (_, index) => minuteOf(since) + 1 + index);
    const lines: string[] = [];
    let ok = true;
    for (const name of EVERY_MINUTE) {
      const { rows } = await database.query<{ state: string }>(
        `SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND created_on >= $2
          UNION ALL SELECT state::text FROM pgboss.archive WHERE name = $1 AND created_on >= $2`,
        [name, since],
      );
      // every slot's job since the instances started, so a failure shows which slots had none
      const { rows: cron } = await database.query<{ at: Date }>(
        `SELECT created_on AS at FROM pgboss.job WHERE name = $1 AND singleton_key = $2
          UNION ALL SELECT created_on FROM pgboss.archive WHERE name = $1 AND singleton_key = $2
          ORDER BY at`,
        [SEND_IT, name],
      );
      const queuedMinutes = new Set(cron.map((row) => minuteOf(row.at)));
      const missed = wholeMinutes.filter((minute) => !queuedMinutes.has(minute));
      const completed = rows.filter((row) => row.state === 'completed').length;
      const unfinished = rows.filter((row) => ['created', 'active', 'retry'].includes(row.state)).length;
      const fits =
        missed.length === 0 &&
        rows.length >= wholeMinutes.length &&
        rows.length <= slots &&
        completed + unfinished === rows.length &&
        unfinished <= 1;
      ok &&= fits;
      const queuedAt = cron.map((row) => clockOf(row.at)).join(' ');
      const missedAt = missed.map((minute) => clockOf(new Date(minute * 60_000)).slice(0, 5)).join(' ');
      lines.push(
        `${name}: ${rows.length} jobs (${completed} completed), cron queued at ${queuedAt || 'no time'}` +
          (missed.length > 0 ? `, none in the minute of ${missedAt}` : ''),
      );
    }
    return {
      name: 'scheduled jobs run once per cron slot across the instances (pg-boss)',
      ok,
      detail: `${lines.join('; ')}; ${slots} minute slots since the instances were ready at ${clockOf(since)}`,
    };
  } finally {
    await database.end();
  }
}
