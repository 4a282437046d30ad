import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  charityProjectTextsEndpoint,
  charityRestoreProjectTextEndpoint,
} from '@athar/contract/projects/text-history';
import { projectTextHistoryMessages as text } from '@athar/contract/projects/text-history-messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { auditOrigin } from '../services/audit/audit-trail';
import { projectTextHistory, restoreForReview } from '../services/catalogue/project-texts';

const docs = { tags: ['charity'], security: staffSecurity };

/**
 * A charity's own project's approved texts and their restore, for its admin and editors (the projects
 * room, docs/decisions/049): a restore is a revision sent for review like any edit.
 */
export const charityProjectTextRoutes: FastifyPluginAsyncZod = async (app) => {
  requireStaffOnEveryRoute(app, 'projects');

  app.route({
    ...endpointRoute(charityProjectTextsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const query = { projectId: request.params.id, ngoId: staff.ngoId, ...request.query };
      return ok([await projectTextHistory(app.db, query)]);
    },
  });

  app.route({
    ...endpointRoute(charityRestoreProjectTextEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const actor = { staff, origin: auditOrigin(request) };
      const { id, version } = request.params;
      return ok([await restoreForReview(app.db, actor, id, version)], text.restoredForReview);
    },
  });
};
