import pg from 'pg';
import type { CheckResult } from './mixed-load';

/** pg-boss turns each due cron slot into one job of this queue, which then queues the real job. */
const SEND_IT = '__pgboss__send-it';
const EVERY_MINUTE = ['mail-outbox-sweep', 'sms-outbox-sweep'];

const minuteOf = (time: Date) => Math.floor(time.getTime() / 60_000);

/**
 * Waits until two whole minutes have passed since the minute of `since` (when the instances were
 * ready) and 40 s into the next: an instance looks for due cron slots every 30 s (pg-boss's
 * default), so each of those minutes has had its every-minute job queued by then.
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
 * the three instances: since `since`, each every-minute queue holds at most one job per minute slot
 * that passed (three instances each running their own timer would make three), one per job that
 * pg-boss's cron queued, and the finished ones completed.
 */
export async function checkScheduledJobsOnce(databaseUrl: string, since: Date): Promise<CheckResult> {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    const slots = minuteOf(new Date()) - minuteOf(since) + 1;
    const lines: string[] = [];
    let ok = true;
    for (const name of EVERY_MINUTE) {
      const { rows } = await database.query<{ state: string }>(
        `SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND created_on >= $2
          UNION ALL SELECT state::text FROM pgboss.archive WHERE name = $1 AND created_on >= $2`,
        [name, since],
      );
      const { rows: cron } = await database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
            SELECT 1 FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND created_on >= $3
            UNION ALL SELECT 1 FROM pgboss.archive WHERE name = $1 AND singleton_key = $2 AND created_on >= $3) s`,
        [SEND_IT, name, since],
      );
      const completed = rows.filter((row) => row.state === 'completed').length;
      const unfinished = rows.filter((row) => ['created', 'active', 'retry'].includes(row.state)).length;
      const fits =
        rows.length >= 2 && rows.length <= slots && completed + unfinished === rows.length && unfinished <= 1;
      ok &&= fits;
      lines.push(`${name}: ${rows.length} jobs (${completed} completed) for ${cron[0]!.n} cron slots`);
    }
    return {
      name: 'scheduled jobs run once per cron slot across the instances (pg-boss)',
      ok,
      detail: `${lines.join('; ')}; ${slots} minute slots since the instances were ready`,
    };
  } finally {
    await database.end();
  }
}
