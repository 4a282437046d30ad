import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectLabelMessages } from '@athar/contract/charity/project-label-messages';
import { charityProjectsEndpoint, setProjectLabelsEndpoint } from '@athar/contract/charity/project-labels';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { auditOrigin } from '../services/audit/audit-trail';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { charityProjects, labelProject } from '../services/charity/project-labels';

/** The staff member's charity's projects and their honest labels (docs/decisions/018). */
export const charityProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['charity'], security: staffSecurity };
  requireStaffOnEveryRoute(app, 'content');

  app.route({
    ...endpointRoute(charityProjectsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      return ok(await charityProjects(app.db, staff.ngoId));
    },
  });

  app.route({
    ...endpointRoute(setProjectLabelsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const project = await labelProject(
        app.db,
        staff,
        request.params.id,
        request.body,
        auditOrigin(request),
      );
      request.log.info(
        { projectId: project.project_id, staffId: staff.id, ...request.body },
        'project labels set',
      );
      return ok([project], projectLabelMessages.saved);
    },
  });
};
