import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery, searchResponse } from '@athar/contract/search/search';
import { search } from '../db/queries/search';

/** GET /api/search: the navbar's dropdown, Arabic-spelling tolerant (ar_norm-folded name columns + trigram indexes). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    { schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResponse } } },
    async (request) => ({
      status: 1 as const,
      message: '',
      data: await search(app.db, request.query.text, request.query.rowscount),
    }),
  );
};
