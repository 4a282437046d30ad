import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import { mySchedulePhoneEndpoint, schedulePhoneEndpoint } from '@athar/contract/giving/schedule-phone-calls';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { scheduleLinkKey } from '../lib/schedule-links';
import { scheduleLinkLimits, type ScheduleAccess } from '../services/giving/manage-schedule';
import { phoneCodeKey } from '../services/giving/phone-codes';
import { actOnSchedulePhone } from '../services/giving/schedule-phone';
import type { SchedulePhoneAction } from '@athar/contract/giving/schedule-phone-calls';

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/**
 * A giving schedule's phone confirms its nightly texts with the code it was sent, or is texted a new
 * one (docs/decisions/026 §3): by the schedule's link, limited per address as its other no-login calls,
 * or by its donor's account. A wrong code counts against the code itself, a code text against the phone
 * (services/giving/phone-codes.ts). Answers are personal: private, no-store.
 */
export const givingPhoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkKey = scheduleLinkKey(app.config.PAY_WEBHOOK_SECRET);
  const codeKey = phoneCodeKey(app.config.PAY_WEBHOOK_SECRET);
  const docs = { tags: ['giving'] };
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  async function act(
    request: FastifyRequest,
    id: number,
    access: ScheduleAccess,
    action: SchedulePhoneAction,
  ) {
    const done = await actOnSchedulePhone(app.db, id, access, action, codeKey, app.clock.now());
    if (done.texted) app.smsOutbox.kick();
    request.log.info({ scheduleId: id, action: action.action }, 'schedule phone');
    return ok(done.view, done.message);
  }

  app.route({
    ...endpointRoute(schedulePhoneEndpoint, docs),
    handler: async (request) => {
      const { id, token, ...action } = request.body;
      await app.rateLimiter.reserve(
        [{ rule: scheduleLinkLimits.perIp, subject: request.ip }],
        givingMessages.manageLimited,
      );
      return app.rateLimiter.attempt(
        [{ rule: scheduleLinkLimits.missesPerIp, subject: request.ip }],
        isNotFound,
        () => act(request, id, { link: { key: linkKey, token } }, action),
        givingMessages.manageLimited,
      );
    },
  });

  app.route({
    ...endpointRoute(mySchedulePhoneEndpoint, { ...docs, security: [{ bearer: [] }] }),
    handler: async (request) => {
      const user = await request.requireUser();
      return act(request, request.params.id, { userId: user.id }, request.body);
    },
  });
};
