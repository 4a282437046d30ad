import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDonationEndpoint, createDonationHeaders } from '@athar/contract/donations/create-donation';
import { apiMessages } from '@athar/contract/messages';
import { createDonation } from '../services/donations/create-donation';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

export const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(createDonationEndpoint, { tags: ['donations'], headers: createDonationHeaders }),
    handler: async (request) => {
      const viewer = await request.viewer();
      const { db, metrics, config, rateLimiter } = app;
      const donation = await createDonation(
        { db, metrics, config, rateLimiter, log: request.log },
        request.body.donation,
        {
          viewerId: viewer?.id ?? null,
          idempotencyKey: request.headers['idempotency-key'],
          client: request.ip,
        },
      );
      return ok([donation], apiMessages.donationCreated);
    },
  });
};
