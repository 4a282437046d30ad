import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favouriteBody, favouriteResponse } from '@athar/contract/accounts/favorites';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '../errors';

const schema = { tags: ['account'], security: [{ bearer: [] }], body: favouriteBody };

/** Adding is idempotent (a second add changes nothing), and so is removing. */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users/favorites',
    { schema: { ...schema, response: { 200: favouriteResponse } } },
    async (request) => {
      const user = await request.requireUser();
      const campaignId = request.body.campaign_id;
      const campaign = await app.db
        .selectFrom('campaigns')
        .select('id')
        .where('id', '=', campaignId)
        .executeTakeFirst();
      if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      await app.db
        .insertInto('favourites')
        .values({ user_id: user.id, campaign_id: campaignId })
        .onConflict((oc) => oc.columns(['user_id', 'campaign_id']).doNothing())
        .execute();
      return { status: 1 as const, message: apiMessages.favouriteAdded, data: [{ campaign_id: campaignId }] };
    },
  );

  app.delete(
    '/api/users/favorites',
    { schema: { ...schema, response: { 200: favouriteResponse } } },
    async (request) => {
      const user = await request.requireUser();
      const campaignId = request.body.campaign_id;
      await app.db
        .deleteFrom('favourites')
        .where('user_id', '=', user.id)
        .where('campaign_id', '=', campaignId)
        .execute();
      return {
        status: 1 as const,
        message: apiMessages.favouriteRemoved,
        data: [{ campaign_id: campaignId }],
      };
    },
  );
};
