import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ngoDetailsEndpoint } from '@athar/contract/ngos/details';
import { apiMessages } from '@athar/contract/messages';
import { findNgo, listNgos } from '../services/catalogue/ngos';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

/** The charities: one charity by `ngoid`, or a page of charities. */
export const ngoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(ngoDetailsEndpoint, { tags: ['charities'] }),
    handler: async (request) => {
      const { ngoid } = request.query;
      if (ngoid !== undefined) {
        const ngo = await findNgo(app.db, ngoid);
        if (!ngo) throw new AppError('NOT_FOUND', apiMessages.ngoNotFound);
        return ok([ngo]);
      }
      return ok(await listNgos(app.db, request.query));
    },
  });
};
