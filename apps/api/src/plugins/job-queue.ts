import type { FastifyInstance } from 'fastify';
import type { ExecuteSql } from '../db/connect';
import { createJobQueue, type JobQueue, type JobQueueSettings } from '../services/jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** pg-boss, once the app listens (null without a database for it, e.g. tests on inject()) */
    jobs: JobQueue | null;
  }
}

export interface JobQueueAppOptions extends JobQueueSettings {
  /** the database pg-boss runs on: DatabaseHandle.executeSql */
  executeSql: ExecuteSql;
}

/**
 * Decorates `app.jobs`. pg-boss starts when the app listens (so tests on inject() decide when work
 * runs, with the outboxes' drain()) and stops gracefully on close, before the database closes.
 */
export function registerJobQueue(app: FastifyInstance, options: JobQueueAppOptions | undefined) {
  if (!options) {
    app.decorate('jobs', null);
    return;
  }
  const jobs = createJobQueue({ ...options, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onListen', async () => {
    // not awaited by listen(): app.jobs.send() waits for it; a failure is logged, kicks still send
    jobs.start(app).catch((error: unknown) => app.log.error({ err: error }, 'job queue did not start'));
  });
  app.addHook('onClose', async () => jobs.stop());
}
