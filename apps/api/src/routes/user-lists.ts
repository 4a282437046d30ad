import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  userCampaignsResponse,
  userDonationsResponse,
  userFavouritesResponse,
  userListQuery,
} from '@athar/contract/accounts/user-lists';
import { createdCampaigns, favouriteCampaigns, userDonations } from '../services/accounts/lists';

const secured = { tags: ['account'], security: [{ bearer: [] }], querystring: userListQuery };

/** The caller's own lists; the user always comes from the bearer token, never from the query. */
export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/campaigns',
    { schema: { ...secured, response: { 200: userCampaignsResponse } } },
    async (request) => {
      const user = await request.requireUser();
      return {
        status: 1 as const,
        message: '',
        data: await createdCampaigns(app.db, user.id, request.query),
      };
    },
  );

  app.get(
    '/api/users/favorites',
    { schema: { ...secured, response: { 200: userFavouritesResponse } } },
    async (request) => {
      const user = await request.requireUser();
      return {
        status: 1 as const,
        message: '',
        data: await favouriteCampaigns(app.db, user.id, request.query),
      };
    },
  );

  app.get(
    '/api/users/donations',
    { schema: { ...secured, response: { 200: userDonationsResponse } } },
    async (request) => {
      const user = await request.requireUser();
      return { status: 1 as const, message: '', data: await userDonations(app.db, user.id, request.query) };
    },
  );
};
