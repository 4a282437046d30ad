import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { charityAuditEndpoint } from '@athar/contract/charity/audit';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { auditPage } from '../services/audit/audit-export';

/** The staff member's charity's slice of the audit log: only entries of that charity, whatever the filter. */
export const charityAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  requireStaffOnEveryRoute(app, 'activity');

  app.route({
    ...endpointRoute(charityAuditEndpoint, { tags: ['charity'], security: staffSecurity }),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const { limit, ...filter } = request.query;
      const page = await auditPage(app.db, { ...filter, ngo_id: staff.ngoId }, limit);
      const entries = page.entries.map(({ ngo_id: _ngo, ...entry }) => entry);
      return ok([{ entries, next_before: page.next_before }]);
    },
  });
};
