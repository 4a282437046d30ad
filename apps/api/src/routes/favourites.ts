import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFavouriteEndpoint, removeFavouriteEndpoint } from '@athar/contract/accounts/favourites';
import { userFavouritesEndpoint } from '@athar/contract/accounts/user-lists';
import { apiMessages } from '@athar/contract/messages';
import { addFavourite, removeFavourite } from '../db/queries/favourites';
import { AppError } from '@athar/server-kit/errors';
import { favouriteCampaigns } from '../services/accounts/lists';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

const secured = { tags: ['account'], security: [{ bearer: [] }] };

/** The caller's favourites: list, add and remove. Adding is idempotent, and so is removing. */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(userFavouritesEndpoint, secured),
    handler: async (request) => {
      const user = await request.requireUser();
      return ok(await favouriteCampaigns(app.db, user.id, request.query));
    },
  });

  app.route({
    ...endpointRoute(addFavouriteEndpoint, secured),
    handler: async (request) => {
      const user = await request.requireUser();
      const campaignId = request.body.campaign_id;
      if (!(await addFavourite(app.db, user.id, campaignId))) {
        throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      }
      return ok([{ campaign_id: campaignId }], apiMessages.favouriteAdded);
    },
  });

  app.route({
    ...endpointRoute(removeFavouriteEndpoint, secured),
    handler: async (request) => {
      const user = await request.requireUser();
      const campaignId = request.body.campaign_id;
      await removeFavourite(app.db, user.id, campaignId);
      return ok([{ campaign_id: campaignId }], apiMessages.favouriteRemoved);
    },
  });
};
