import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ngoDetailsQuery, ngoDetailsResponse } from '@athar/contract/ngos/details';
import { apiMessages } from '@athar/contract/messages';
import { findNgo, listNgos } from '../db/queries/ngos';
import { AppError } from '../errors';

/** GET /api/ngos/details: one charity by `ngoid`, or a page of charities. */
export const ngoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ngos/details',
    { schema: { tags: ['charities'], querystring: ngoDetailsQuery, response: { 200: ngoDetailsResponse } } },
    async (request) => {
      const { ngoid } = request.query;
      if (ngoid !== undefined) {
        const ngo = await findNgo(app.db, ngoid);
        if (!ngo) throw new AppError('NOT_FOUND', apiMessages.ngoNotFound);
        return { status: 1 as const, message: '', data: [ngo] };
      }
      return { status: 1 as const, message: '', data: await listNgos(app.db, request.query) };
    },
  );
};
