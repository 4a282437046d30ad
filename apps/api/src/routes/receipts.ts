import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiptEndpoint } from '@athar/contract/donations/receipt';
import { apiMessages } from '@athar/contract/messages';
import { findReceipt } from '../db/queries/receipt';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

function sameKey(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A donation's receipt, for the donation's owner (logged in) or anyone holding its receipt key;
 * anyone else gets the same 404 as for a donation that does not exist.
 */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(receiptEndpoint, { tags: ['donations'] }),
    handler: async (request) => {
      const found = await findReceipt(app.db, request.params.id);
      const key = request.query.key;
      const allowed =
        found !== null &&
        ((key !== undefined && sameKey(key, found.receiptKey)) ||
          (found.userId !== null && (await request.viewer())?.id === found.userId));
      if (!allowed) throw new AppError('NOT_FOUND', apiMessages.donationNotFound);
      return ok([found.receipt]);
    },
  });
};
