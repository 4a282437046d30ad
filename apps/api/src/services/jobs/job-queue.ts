import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../../db/connect';
import { scheduledJobs, type ScheduledJob } from './scheduled-jobs';

/** Cron schedules read in Egypt's time, as the product's days are Cairo days. */
export const JOB_TIME_ZONE = 'Africa/Cairo';

/** A queue of scheduled work: one of it active and one waiting at most; a failed run is retried once. */
const SCHEDULED_QUEUE: Omit<PgBoss.Queue, 'name'> = {
  policy: 'stately',
  retryLimit: 1,
  retryDelay: 30,
  expireInSeconds: 10 * 60,
};

/**
 * How often an instance looks for due cron slots. pg-boss's 30 s misses minutes: a slot is queued
 * only in its own minute, and only by a look more than the interval after the last one of any
 * instance; instances started together look at nearly the same moments, so a look comes a few ms
 * short of it and the next succeeds a whole interval later — a look per 60–90 s, an every-minute
 * job skipped, an hourly job's hour lost. Every 10 s leaves each minute several looks.
 */
const CRON_MONITOR_SECONDS = 10;

export interface JobQueueSettings {
  /** how often each worker asks for a job: pg-boss's 2 s by default; tests use 0.5 */
  pollingIntervalSeconds?: number;
  /** how often an instance checks whether a cron slot has come (CRON_MONITOR_SECONDS; pg-boss allows 1–45) */
  cronMonitorIntervalSeconds?: number;
  /** how often due cron slots become jobs (pg-boss: 5 s, 1–45) */
  cronWorkerIntervalSeconds?: number;
  /** the scheduled jobs; scheduledJobs by default */
  scheduled?: ScheduledJob[];
}

export interface JobQueueOptions extends JobQueueSettings {
  /** the app's own database (DatabaseHandle.executeSql): no second pool */
  executeSql: ExecuteSql;
  log: FastifyBaseLogger;
}

export interface SendOptions {
  /** not before then (a Date) or that many seconds from now */
  startAfter?: Date | number;
  /** at most one such job waiting or active in the queue (its policy decides how strictly) */
  singletonKey?: string;
}

export interface JobQueue {
  /**
   * Installs or updates pg-boss's schema `pgboss`, creates a queue per scheduled job, writes their
   * schedules (and removes schedules of jobs no longer listed), and starts working their queues.
   */
  start(app: FastifyInstance): Promise<void>;
  /** queues one run of a scheduled job now or later; it survives a restart (it is a row) */
  send(name: string, options?: SendOptions): Promise<string | null>;
  /** stops fetching, waits for the jobs in progress and for pg-boss's last statements */
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

/**
 * What a statement gets once the queue has stopped. pg-boss's graceful stop does not wait for its
 * own internal queues (the cron's send-it worker), whose last completion can come after it: without
 * rows, pg-boss counts a completion as affecting no job (its fetch reads no job) rather than reading
 * the count of an empty result and failing with an unhandled rejection.
 */
const NOTHING_AFTER_STOP = { rows: undefined } as unknown as { rows: unknown[] };

/** PostgreSQL's deadlock_detected: the statement chosen to break a deadlock was rolled back whole. */
const DEADLOCK = '40P01';
const DEADLOCK_RETRIES = 4;

const isDeadlock = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DEADLOCK;

/**
 * Runs a statement again when PostgreSQL chose it to break a deadlock, after a short random pause.
 * Instances starting together deadlock in pg-boss's create_queue (one inserts a queue row while
 * another, in the same function, adds a foreign key to the queue table); the victim had no effect, so
 * running it again is what PostgreSQL advises. Only for statements with values (the caller's
 * choice): those are one statement in a transaction of its own, while a script without values may
 * hold a BEGIN left aborted.
 */
async function againAfterDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt > DEADLOCK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

/**
 * pg-boss over the app's database: nothing starts before start(), and stop() leaves no timer and no
 * statement running, so the owner can close the database right after.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const scheduled = options.scheduled ?? scheduledJobs;
  const { log } = options;
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  const db: PgBoss.Db = {
    executeSql(text: string, values?: unknown[]) {
      // after stop, a worker or timer still finishing its loop gets nothing instead of a closed database
      if (closed) return Promise.resolve(NOTHING_AFTER_STOP);
      const statement = values?.length
        ? againAfterDeadlock(() => options.executeSql(text, values))
        : options.executeSql(text, values);
      inFlight.add(statement);
      void statement.catch(() => {}).finally(() => inFlight.delete(statement));
      return statement;
    },
  };
  const boss = new PgBoss({
    db,
    ...(options.pollingIntervalSeconds === undefined
      ? {}
      : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? CRON_MONITOR_SECONDS,
    ...(options.cronWorkerIntervalSeconds === undefined
      ? {}
      : { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds }),
    // completed jobs leave the job table after an hour, and the archive after three days
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 3,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let starting: Promise<void> | undefined;

  async function startWorking(app: FastifyInstance) {
    await boss.start();
    const names = new Set(scheduled.map((job) => job.name));
    for (const schedule of await boss.getSchedules()) {
      if (!names.has(schedule.name)) await boss.unschedule(schedule.name);
    }
    for (const job of scheduled) {
      await boss.createQueue(job.name, { name: job.name, ...SCHEDULED_QUEUE });
      await boss.updateQueue(job.name, { name: job.name, ...SCHEDULED_QUEUE });
      await boss.schedule(job.name, job.cron, {}, { tz: JOB_TIME_ZONE });
      await boss.work(job.name, async () => {
        try {
          // the real time, or the test clock's when TEST_CLOCK=on (lib/test-clock.ts)
          return await job.run(app, app.clock.now());
        } catch (error) {
          log.error({ err: error, job: job.name }, 'scheduled job failed');
          throw error;
        }
      });
    }
  }

  return {
    boss,
    start(app) {
      starting ??= startWorking(app);
      return starting;
    },
    async send(name, sendOptions = {}) {
      // Fastify does not wait for onListen hooks: a send right after listen() waits for the start here
      if (!starting) throw new Error('the job queue has not started');
      await starting;
      return boss.send(name, {}, sendOptions);
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => {});
      await boss.stop({ graceful: true, timeout: 20_000 });
      closed = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}
