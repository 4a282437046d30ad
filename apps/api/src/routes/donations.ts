import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDonationBody, createDonationResponse } from '@athar/contract/donations/create-donation';
import { apiMessages } from '@athar/contract/messages';
import { createDonation } from '../services/donations/create-donation';

/** An Idempotency-Key: 8–200 visible ASCII characters (a UUID is typical). */
const donationHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, apiMessages.badRequest)
    .optional(),
});

export const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/donations',
    {
      schema: {
        tags: ['donations'],
        headers: donationHeaders,
        body: createDonationBody,
        response: { 200: createDonationResponse },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      const donation = await createDonation(
        app,
        request.body.donation,
        viewer?.id ?? null,
        request.headers['idempotency-key'],
      );
      return { status: 1 as const, message: apiMessages.donationCreated, data: [donation] };
    },
  );
};
