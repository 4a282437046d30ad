import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@athar/contract/envelope';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { ok } from '../lib/reply';
import type { TestClock } from '../lib/test-clock';
import { scheduledJobs, type ScheduledJob } from '../services/jobs/scheduled-jobs';

/** POST /api/test/clock — set the scheduled work's clock to an instant, or back to the real time. */
export const TEST_CLOCK_PATH = '/api/test/clock';
/** POST /api/test/jobs/:name/run — one run of a scheduled job, now, at the test clock's time. */
export const TEST_JOB_RUN_PATH = '/api/test/jobs/:name/run';

const clockBody = z.union([
  z.object({ at: z.iso.datetime({ offset: true }) }).strict(),
  z.object({ reset: z.literal(true) }).strict(),
]);

const clockState = z.object({
  /** what the scheduled jobs now read as the time */
  now: z.string(),
  /** false: the real clock */
  set: z.boolean(),
});

export interface TestClockRoutesOptions {
  clock: TestClock;
  /** the jobs /api/test/jobs/:name/run knows; scheduledJobs by default */
  jobs?: ScheduledJob[];
}

/**
 * Test-only routes, registered only with TEST_CLOCK=on (which production refuses): browser journeys
 * move the scheduled work's clock to a night months away and run the night's job at once, instead of
 * waiting for its cron slot. Both still need the X-Api-Signature of every /api call. Hidden from the
 * OpenAPI description; not in the public contract.
 */
export const testClockRoutes: FastifyPluginAsyncZod<TestClockRoutesOptions> = async (app, options) => {
  const { clock } = options;
  const jobs = options.jobs ?? scheduledJobs;
  const state = () => ({ now: clock.now().toISOString(), set: clock.isSet });

  app.route({
    method: 'POST',
    url: TEST_CLOCK_PATH,
    schema: { hide: true, body: clockBody, response: { 200: envelope(clockState) } },
    handler: async (request) => {
      const body = request.body;
      if ('at' in body) clock.set(new Date(body.at));
      else clock.reset();
      request.log.warn(state(), 'test clock set');
      return ok(state());
    },
  });

  app.route({
    method: 'POST',
    url: TEST_JOB_RUN_PATH,
    schema: {
      hide: true,
      params: z.object({ name: z.string().max(100) }),
      response: {
        200: envelope(z.object({ name: z.string(), now: z.string(), output: z.unknown() })),
      },
    },
    handler: async (request) => {
      const job = jobs.find((candidate) => candidate.name === request.params.name);
      if (!job) throw new AppError('NOT_FOUND', apiMessages.notFound);
      const now = clock.now();
      const output = await job.run(app, now);
      return ok({ name: job.name, now: now.toISOString(), output: output ?? null });
    },
  });
};
