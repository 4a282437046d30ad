import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiptParams, receiptQuery, receiptResponse } from '@athar/contract/donations/receipt';
import { apiMessages } from '@athar/contract/messages';
import { findReceipt } from '../db/queries/receipt';
import { AppError } from '../errors';

function sameKey(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/receipts/:id?key — the donation's owner (logged in) or anyone holding its receipt key;
 * anyone else gets the same 404 as for a donation that does not exist.
 */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/receipts/:id',
    {
      schema: {
        tags: ['donations'],
        params: receiptParams,
        querystring: receiptQuery,
        response: { 200: receiptResponse },
      },
    },
    async (request) => {
      const found = await findReceipt(app.db, request.params.id);
      const key = request.query.key;
      const allowed =
        found !== null &&
        ((key !== undefined && sameKey(key, found.receiptKey)) ||
          (found.userId !== null && (await request.viewer())?.id === found.userId));
      if (!allowed) throw new AppError('NOT_FOUND', apiMessages.donationNotFound);
      return { status: 1 as const, message: '', data: [found.receipt] };
    },
  );
};
