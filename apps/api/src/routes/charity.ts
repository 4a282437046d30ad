import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashQueueQuery, cashQueueResponse } from '@athar/contract/charity/cash-queue';
import {
  closeReasonBody,
  contactedBody,
  donationActionParams,
  donationActionResponse,
} from '@athar/contract/charity/donation-action';
import { charityMessages } from '@athar/contract/charity/messages';
import { cashQueue } from '../db/queries/charity-queue';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { actOnDonation } from '../services/charity/donation-actions';

/** The cash-collection queue of the staff member's charity and the actions on its donations. */
export const charityRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = staffSecurity;
  requireStaffOnEveryRoute(app);

  app.get(
    '/api/charity/cash-queue',
    {
      schema: {
        tags: ['charity'],
        security,
        querystring: cashQueueQuery,
        response: { 200: cashQueueResponse },
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      return { status: 1 as const, message: '', data: await cashQueue(app.db, staff.ngoId, request.query) };
    },
  );

  const action = {
    tags: ['charity'],
    security,
    params: donationActionParams,
    response: { 200: donationActionResponse },
  };

  app.post(
    '/api/charity/donations/:id/contacted',
    { schema: { ...action, body: contactedBody } },
    async (request) => {
      const staff = await request.requireStaff();
      const outcome = await actOnDonation(app.db, staff, request.params.id, 'contacted', request.body.note);
      return { status: 1 as const, message: charityMessages.contacted, data: [outcome] };
    },
  );

  app.post('/api/charity/donations/:id/collected', { schema: action }, async (request) => {
    const staff = await request.requireStaff();
    const outcome = await actOnDonation(app.db, staff, request.params.id, 'collected', null);
    if (outcome.changed) {
      app.outbox.kick();
      app.metrics.donationConfirmed('cash');
    }
    request.log.info(
      { donationId: outcome.id, staffId: staff.id, changed: outcome.changed },
      'cash collected',
    );
    const message = outcome.changed ? charityMessages.collected : charityMessages.alreadyCollected;
    return { status: 1 as const, message, data: [outcome] };
  });

  for (const status of ['failed', 'cancelled'] as const) {
    app.post(
      `/api/charity/donations/:id/${status}`,
      { schema: { ...action, body: closeReasonBody } },
      async (request) => {
        const staff = await request.requireStaff();
        const outcome = await actOnDonation(app.db, staff, request.params.id, status, request.body.reason);
        request.log.info({ donationId: outcome.id, staffId: staff.id, status }, 'cash donation closed');
        return { status: 1 as const, message: charityMessages[status], data: [outcome] };
      },
    );
  }
};
