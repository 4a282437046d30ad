import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { charityPermitsEndpoint, requestPermitEndpoint } from '@athar/contract/charity/permits';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { auditOrigin } from '../services/audit/audit-trail';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { charityPermits, requestPermit } from '../services/charity/permits';

/** The fundraising permits of the staff member's charity, and their requests for new ones. */
export const charityPermitRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['charity'], security: staffSecurity };
  requireStaffOnEveryRoute(app, 'permits');

  app.route({
    ...endpointRoute(charityPermitsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      return ok(await charityPermits(app.db, staff.ngoId));
    },
  });

  app.route({
    ...endpointRoute(requestPermitEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const permit = await requestPermit(app.db, staff, request.body, auditOrigin(request));
      request.log.info({ permitId: permit.id, staffId: staff.id }, 'fundraising permit requested');
      return ok([permit], permitMessages.requested);
    },
  });
};
