import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAMPAIGN_IMAGE_FIELD,
  createCampaignEndpoint,
  createCampaignFields,
} from '@athar/contract/campaigns/create-campaign';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import { campaignDetailsEndpoint } from '@athar/contract/campaigns/details';
import { campaignDonorsEndpoint, familyDonorsEndpoint } from '@athar/contract/campaigns/donors';
import { editCampaignEndpoint } from '@athar/contract/campaigns/edit-campaign';
import { apiMessages } from '@athar/contract/messages';
import { findCampaignDetails } from '../services/campaigns/campaign-details';
import { homeCampaignCards, isHomeCall } from '../services/campaigns/home-campaigns';
import { listCampaignDonors } from '../db/queries/campaign-donors';
import { listCampaignCards } from '../services/campaigns/campaign-listing';
import { AppError } from '@athar/server-kit/errors';
import { readMultipartForm } from '../lib/multipart-form';
import { createCampaign } from '../services/campaigns/create-campaign';
import { editCampaign } from '../services/campaigns/edit-campaign';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { publicRead } from '../lib/public-caching';

/**
 * Creating a campaign, with multipart in its own scope: @fastify/multipart adds request hooks to
 * every route of the scope it is registered in, and the listing and details routes need none.
 */
const createCampaignRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 12, fieldSize: 10_000, parts: 14 },
  });

  app.route({
    ...endpointRoute(createCampaignEndpoint, {
      tags: ['campaigns'],
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
    }),
    handler: async (request) => {
      const user = await request.requireUser();
      const { fields, file } = await readMultipartForm(request, createCampaignFields, CAMPAIGN_IMAGE_FIELD);
      const campaign = await createCampaign(app, user.id, fields, file);
      return ok([campaign], apiMessages.campaignCreated);
    },
  });
};

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(createCampaignRoute);

  app.route({
    ...endpointRoute(campaignDetailsEndpoint, { tags: ['campaigns'] }),
    onSend: publicRead,
    handler: async (request) => {
      const viewerId = (await request.viewer())?.id ?? null;
      const { campid } = request.query;
      if (campid !== undefined) {
        const details = await findCampaignDetails(app.db, campid, viewerId);
        if (!details) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
        return ok([details]);
      }
      const { query } = request;
      if (isHomeCall(query)) return ok(await homeCampaignCards(app.db, query, viewerId));
      return ok(await listCampaignCards(app.db, query, viewerId));
    },
  });

  app.route({
    ...endpointRoute(editCampaignEndpoint, { tags: ['campaigns'], security: [{ bearer: [] }] }),
    handler: async (request) => {
      const user = await request.requireUser();
      const campaign = await editCampaign(app.db, user.id, request.params.campid, request.body);
      return ok([campaign], apiMessages.campaignUpdated);
    },
  });

  app.route({
    ...endpointRoute(campaignDonorsEndpoint, { tags: ['campaigns'] }),
    onSend: publicRead,
    handler: async (request) => {
      const { campid, offset, rowscount } = request.query;
      const donors = await listCampaignDonors(app.db, campid, { offset, rowscount });
      if (!donors) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      return ok(donors);
    },
  });

  // the family's view differs by viewer: never cached, and someone else's campaign answers as missing
  app.route({
    ...endpointRoute(familyDonorsEndpoint, { tags: ['campaigns'], security: [{ bearer: [] }] }),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      const { campid, offset, rowscount } = request.query;
      const page = { offset, rowscount };
      const donors = await listCampaignDonors(app.db, campid, page, { as: 'family', managerId: user.id });
      if (!donors) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      return ok(donors);
    },
  });
};
