import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAMPAIGN_IMAGE_FIELD,
  createCampaignFields,
  createCampaignResponse,
} from '@athar/contract/campaigns/create-campaign';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import { campaignDetailsQuery, campaignDetailsResponse } from '@athar/contract/campaigns/details';
import { campaignDonorsQuery, campaignDonorsResponse } from '@athar/contract/campaigns/donors';
import {
  editCampaignBody,
  editCampaignParams,
  editCampaignResponse,
} from '@athar/contract/campaigns/edit-campaign';
import { apiMessages } from '@athar/contract/messages';
import { findCampaignDetails } from '../db/queries/campaign-details';
import { listCampaignDonors } from '../db/queries/campaign-donors';
import { listCampaignCards } from '../db/queries/campaign-listing';
import { AppError } from '../errors';
import { readMultipartForm } from '../lib/multipart-form';
import { createCampaign } from '../services/campaigns/create-campaign';
import { editCampaign } from '../services/campaigns/edit-campaign';

/**
 * POST /api/campaigns, with multipart in its own scope: @fastify/multipart adds request hooks to
 * every route of the scope it is registered in, and the listing and details routes need none.
 */
const createCampaignRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 12, fieldSize: 10_000, parts: 14 },
  });

  app.post(
    '/api/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: createCampaignResponse },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const { fields, file } = await readMultipartForm(request, createCampaignFields, CAMPAIGN_IMAGE_FIELD);
      const campaign = await createCampaign(app, user.id, fields, file);
      return { status: 1 as const, message: apiMessages.campaignCreated, data: [campaign] };
    },
  );
};

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(createCampaignRoute);

  app.get(
    '/api/campaigns/details',
    {
      schema: {
        tags: ['campaigns'],
        querystring: campaignDetailsQuery,
        response: { 200: campaignDetailsResponse },
      },
    },
    async (request) => {
      const viewerId = (await request.viewer())?.id ?? null;
      const { campid } = request.query;
      if (campid !== undefined) {
        const details = await findCampaignDetails(app.db, campid, viewerId);
        if (!details) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
        return { status: 1 as const, message: '', data: [details] };
      }
      return {
        status: 1 as const,
        message: '',
        data: await listCampaignCards(app.db, request.query, viewerId),
      };
    },
  );

  app.patch(
    '/api/campaigns/:campid',
    {
      schema: {
        tags: ['campaigns'],
        security: [{ bearer: [] }],
        params: editCampaignParams,
        body: editCampaignBody,
        response: { 200: editCampaignResponse },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const campaign = await editCampaign(app.db, user.id, request.params.campid, request.body);
      return { status: 1 as const, message: apiMessages.campaignUpdated, data: [campaign] };
    },
  );

  app.get(
    '/api/campaigns/donations',
    {
      schema: {
        tags: ['campaigns'],
        querystring: campaignDonorsQuery,
        response: { 200: campaignDonorsResponse },
      },
    },
    async (request) => {
      const { campid, offset, rowscount } = request.query;
      const donors = await listCampaignDonors(app.db, campid, { offset, rowscount });
      if (!donors) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      return { status: 1 as const, message: '', data: donors };
    },
  );
};
