import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashQueueEndpoint } from '@athar/contract/charity/cash-queue';
import {
  donationActionEndpoints,
  markCollectedEndpoint,
  markContactedEndpoint,
} from '@athar/contract/charity/donation-action';
import { charityMessages } from '@athar/contract/charity/messages';
import { cashQueue } from '../db/queries/charity-queue';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { actOnDonation } from '../services/charity/donation-actions';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { auditOrigin } from '../services/audit/audit-trail';

/** The cash-collection queue of the staff member's charity and the actions on its donations. */
export const cashQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['charity'], security: staffSecurity };
  requireStaffOnEveryRoute(app, 'cashQueue');

  app.route({
    ...endpointRoute(cashQueueEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      return ok(await cashQueue(app.db, staff.ngoId, request.query));
    },
  });

  app.route({
    ...endpointRoute(markContactedEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const outcome = await actOnDonation(
        app.db,
        staff,
        request.params.id,
        'contacted',
        request.body.note,
        auditOrigin(request),
      );
      return ok([outcome], charityMessages.contacted);
    },
  });

  app.route({
    ...endpointRoute(markCollectedEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const outcome = await actOnDonation(
        app.db,
        staff,
        request.params.id,
        'collected',
        null,
        auditOrigin(request),
      );
      if (outcome.changed) {
        app.outbox.kick();
        app.smsOutbox.kick();
        app.metrics.donationConfirmed('cash');
      }
      request.log.info(
        { donationId: outcome.id, staffId: staff.id, changed: outcome.changed },
        'cash collected',
      );
      const message = outcome.changed ? charityMessages.collected : charityMessages.alreadyCollected;
      return ok([outcome], message);
    },
  });

  for (const status of ['failed', 'cancelled'] as const) {
    app.route({
      ...endpointRoute(donationActionEndpoints[status], docs),
      handler: async (request) => {
        const staff = await request.requireStaff();
        const outcome = await actOnDonation(
          app.db,
          staff,
          request.params.id,
          status,
          request.body.reason,
          auditOrigin(request),
        );
        request.log.info({ donationId: outcome.id, staffId: staff.id, status }, 'cash donation closed');
        return ok([outcome], charityMessages[status]);
      },
    });
  }
};
