import type { FastifyInstance } from 'fastify';
import { occasionOf } from '@athar/contract/hijri/giving-occasions';
import { runDailyDigests } from '../mail-outbox/daily-digest';
import { runPermitNotices } from '../mail-outbox/permit-notices';
import { releaseStaleKhatmaParts } from '../remembrance/khatma-release';
import { sendDueReminders } from '../remembrance/reminders';
import { runScheduledGiving } from '../giving/nightly';
import { escalateReports } from '../moderation/escalate-reports';
import { runFeeReminders, runMonthlyFeeStatements } from '../fees/fee-jobs';

/**
 * A job pg-boss runs on a cron schedule (Cairo time, one-minute resolution), once per slot across
 * every instance on the database. `run` must be safe to run again (a retry, a slot caught up): the
 * work it does claims its rows (FOR UPDATE SKIP LOCKED, claim tables), as the outboxes already do.
 * What it resolves with is kept as the job's output (pgboss.job.output).
 */
export interface ScheduledJob {
  /** the pg-boss queue's name: letters, digits, '-', '_' and '.' */
  name: string;
  /** five fields, minute first, in Africa/Cairo time: '* * * * *' every minute, '0 * * * *' hourly */
  cron: string;
  run(app: FastifyInstance, now: Date): Promise<unknown>;
}

/** The Friday morning's gifts are given from its first hour, and a declined card retried an hour later. */
const FRIDAY_MORNING = occasionOf('friday_morning').hours;

/** Every scheduled job of the api: add a line per job. */
export const scheduledJobs: ScheduledJob[] = [
  // mail queued by an instance that stopped before sending it, and retries: kicks send the rest at once
  {
    name: 'mail-outbox-sweep',
    cron: '* * * * *',
    run: async (app, now) => ({ sent: await app.outbox.drain(now) }),
  },
  {
    name: 'sms-outbox-sweep',
    cron: '* * * * *',
    run: async (app, now) => ({ sent: await app.smsOutbox.drain(now) }),
  },
  // hourly, so a day whose 08:00 no instance saw is still queued (dueDigestDay)
  { name: 'daily-digests', cron: '0 * * * *', run: (app, now) => runDailyDigests(app, now) },
  { name: 'permit-notices', cron: '5 * * * *', run: (app, now) => runPermitNotices(app, now) },
  // from 08:10 Cairo time, then hourly till evening: a day's reminders are claimed once (follow_sends)
  {
    name: 'remembrance-reminders',
    cron: '10 8-21 * * *',
    run: async (app, now) => {
      const queued = await sendDueReminders(app.db, now);
      if (queued > 0) app.outbox.kick();
      return { queued };
    },
  },
  {
    name: 'khatma-releases',
    cron: '20 * * * *',
    run: async (app, now) => ({ released: await releaseStaleKhatmaParts(app.db, now) }),
  },
  // scheduled giving (docs/decisions/020): Cairo evenings, hourly, so a missed slot is caught and a
  // declined card retried an hour later (each night is claimed within its occasion's hours)
  { name: 'scheduled-giving', cron: '30 19-23 * * *', run: (app, now) => runScheduledGiving(app, now) },
  // and Friday mornings before the prayer, 09:00 and 10:00 Cairo (docs/decisions/030)
  {
    name: 'scheduled-giving-morning',
    cron: `0 ${FRIDAY_MORNING.from}-${FRIDAY_MORNING.until - 1} * * 5`,
    run: (app, now) => runScheduledGiving(app, now),
  },
  // docs/decisions/033: mild reports the family left open 48 hours go to the moderators' queue
  { name: 'report-escalations', cron: '25 * * * *', run: (app, now) => escalateReports(app.db, now) },
  // issue 39: the previous Cairo month's service-fee statements, on the 1st at 03:00 (hourly till 06:00
  // so a slot no instance saw is caught; a rerun issues nothing twice), and the unpaid ones' reminders
  { name: 'fee-statements', cron: '0 3-6 1 * *', run: (app, now) => runMonthlyFeeStatements(app, now) },
  { name: 'fee-reminders', cron: '15 10 * * *', run: (app, now) => runFeeReminders(app, now) },
];
