import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignGivingNightsEndpoint } from '@athar/contract/giving/schedules';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireCampaignManager } from '../services/campaigns/campaign-managers';
import { campaignGivingNights } from '../services/giving/schedule-view';

/**
 * The family's view of the scheduled giving to their campaign (docs/decisions/020): for each night, how many
 * give, how many gifts were confirmed, and the names of those who show them. The creator and the
 * co-administrators only; anyone else gets the campaign's 404. Private, no-store.
 */
export const campaignGivingNightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(campaignGivingNightsEndpoint, { tags: ['giving'], security: [{ bearer: [] }] }),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      await requireCampaignManager(app.db, request.query.campid, user.id);
      return ok({ nights: await campaignGivingNights(app.db, request.query.campid) });
    },
  });
};
