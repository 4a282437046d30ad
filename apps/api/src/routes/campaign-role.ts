import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignRoleEndpoint } from '@athar/contract/campaigns/campaign-role';
import { campaignRole } from '../db/queries/campaign-managers';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

/** GET /api/campaigns/role: whether the viewer manages the campaign (the family's controls show from it). */
export const campaignRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(campaignRoleEndpoint, { tags: ['campaigns'], security: [{ bearer: [] }] }),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      return ok({ role: await campaignRole(app.db, request.query.campid, user.id) });
    },
  });
};
