import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDonationHeaders } from '@athar/contract/donations/create-donation';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import { schedulePhoneMessages } from '@athar/contract/giving/schedule-phone-messages';
import { createScheduleEndpoint, previewScheduleEndpoint } from '@athar/contract/giving/schedules';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { createSchedule, previewSchedule } from '../services/giving/create-schedule';

/**
 * Setting a giving schedule up (docs/decisions/020): the nights a choice gives on and their total before the
 * donor confirms, then the schedule itself (a guest with consent, or logged in). Today is the Cairo
 * day of the request. Answers are personal: private, no-store.
 */
export const givingScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['giving'] };

  app.route({
    ...endpointRoute(previewScheduleEndpoint, docs),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const { campid, ...choice } = request.query;
      return ok(await previewSchedule(app.db, { campaign_id: campid, ...choice }, new Date()));
    },
  });

  app.route({
    // the same Idempotency-Key header as a donation: a second click makes no second schedule
    ...endpointRoute(createScheduleEndpoint, { ...docs, headers: createDonationHeaders }),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const viewer = await request.viewer();
      const { consent: _consent, ...fields } = request.body;
      const { mailQueued, ...created } = await createSchedule(
        app,
        fields,
        { viewerId: viewer?.id ?? null, ip: request.ip, idempotencyKey: request.headers['idempotency-key'] },
        new Date(),
      );
      if (mailQueued) app.outbox.kick();
      if (created.phone_code_sent) app.smsOutbox.kick();
      const message =
        created.status === 'setup'
          ? givingMessages.cardSetup
          : created.phone_code_sent
            ? schedulePhoneMessages.createdWithCode
            : givingMessages.created;
      return ok(created, message);
    },
  });
};
