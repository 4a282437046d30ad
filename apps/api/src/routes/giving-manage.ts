import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import {
  actOnMyScheduleEndpoint,
  actOnScheduleEndpoint,
  manageScheduleEndpoint,
  mySchedulesEndpoint,
  renewScheduleLinkEndpoint,
} from '@athar/contract/giving/schedules';
import { nightDonorEndpoint } from '@athar/contract/giving/night-donor';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { scheduleLinkKey } from '../lib/schedule-links';
import {
  actOnSchedule,
  mySchedules,
  openSchedule,
  renewManageLink,
  scheduleLinkLimits,
} from '../services/giving/manage-schedule';
import { nightDonorView } from '../services/giving/night-donor';

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/**
 * The donor's self-service of a giving schedule (docs/decisions/020, 027): by the link of every mail and
 * SMS, without logging in (pause, resume, skip a night, change the amount, cancel; an expired link asks
 * for a new one by mail; a night's one-tap link asks who it gives as), and the same for a logged-in donor's own schedules (/MyDonations). The
 * no-login calls are limited per address, links that open nothing far more. Every answer is personal:
 * private, no-store. A change of the amount is mailed: the outbox is kicked after each change.
 */
export const givingManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = scheduleLinkKey(app.config.PAY_WEBHOOK_SECRET);
  const docs = { tags: ['giving'] };
  const secured = { ...docs, security: [{ bearer: [] }] };
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  /** Counts the call against the address, and a link that opens nothing against it far more. */
  async function limited<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    await app.rateLimiter.reserve(
      [{ rule: scheduleLinkLimits.perIp, subject: request.ip }],
      givingMessages.manageLimited,
    );
    return app.rateLimiter.attempt(
      [{ rule: scheduleLinkLimits.missesPerIp, subject: request.ip }],
      isNotFound,
      work,
      givingMessages.manageLimited,
    );
  }

  app.route({
    ...endpointRoute(manageScheduleEndpoint, docs),
    handler: async (request) => {
      const { id, token } = request.query;
      return ok(
        await limited(request, () => openSchedule(app.db, id, { link: { key, token } }, app.clock.now())),
      );
    },
  });

  app.route({
    ...endpointRoute(actOnScheduleEndpoint, docs),
    handler: async (request) => {
      const { id, token, ...action } = request.body;
      const done = await limited(request, () =>
        actOnSchedule(app.db, id, { link: { key, token } }, action, app.clock.now()),
      );
      app.outbox.kick();
      request.log.info({ scheduleId: id, action: action.action }, 'schedule changed by its link');
      return ok(done.view, done.message);
    },
  });

  app.route({
    ...endpointRoute(renewScheduleLinkEndpoint, docs),
    handler: async (request) => {
      const { id, token } = request.body;
      await limited(request, async () => {
        // a stranger holding no link is refused above (404) before the schedule's inbox is counted
        await renewManageLink(app.db, id, { key, token }, app.clock.now(), () =>
          app.rateLimiter.reserve(
            [{ rule: scheduleLinkLimits.renewalsPerSchedule, subject: String(id) }],
            givingMessages.renewLimited,
          ),
        );
      });
      app.outbox.kick();
      request.log.info({ scheduleId: id }, 'schedule link renewed by mail');
      return ok([], givingMessages.linkRenewed);
    },
  });

  // who a night's one-tap link gives as, the e-mail masked, to fill the donation form (027, amendment)
  app.route({
    ...endpointRoute(nightDonorEndpoint, docs),
    handler: async (request) => {
      const { token, campid } = request.query;
      return ok(
        await limited(request, () => nightDonorView(app.db, app.config.PAY_WEBHOOK_SECRET, token, campid)),
      );
    },
  });

  app.route({
    ...endpointRoute(mySchedulesEndpoint, secured),
    handler: async (request) => {
      const user = await request.requireUser();
      return ok({ schedules: await mySchedules(app.db, user.id) });
    },
  });

  app.route({
    ...endpointRoute(actOnMyScheduleEndpoint, secured),
    handler: async (request) => {
      const user = await request.requireUser();
      const done = await actOnSchedule(
        app.db,
        request.params.id,
        { userId: user.id },
        request.body,
        app.clock.now(),
      );
      app.outbox.kick();
      request.log.info(
        { scheduleId: request.params.id, action: request.body.action },
        'schedule changed by its donor',
      );
      return ok(done.view, done.message);
    },
  });
};
