import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoint } from '@athar/contract/search/search';
import { search } from '../services/search/search';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { publicRead } from '../lib/public-caching';

/** The navbar's search dropdown, Arabic-spelling tolerant (ar_norm-folded name columns + trigram indexes). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(searchEndpoint, { tags: ['search'] }),
    onSend: publicRead,
    handler: async (request) => ok(await search(app.db, request.query.text, request.query.rowscount)),
  });
};
