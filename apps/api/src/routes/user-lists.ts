import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userCampaignsEndpoint, userDonationsEndpoint } from '@athar/contract/accounts/user-lists';
import { createdCampaigns, userDonations } from '../services/accounts/lists';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

const secured = { tags: ['account'], security: [{ bearer: [] }] };

/**
 * The caller's own campaigns and donations (favourites.ts has the favourites); the user always comes
 * from the bearer token, never from the query.
 */
export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(userCampaignsEndpoint, secured),
    handler: async (request) => {
      const user = await request.requireUser();
      return ok(await createdCampaigns(app.db, user.id, request.query));
    },
  });

  app.route({
    ...endpointRoute(userDonationsEndpoint, secured),
    handler: async (request) => {
      const user = await request.requireUser();
      return ok(await userDonations(app.db, user.id, request.query));
    },
  });
};
