import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hijriCorrectionsEndpoint } from '@athar/contract/hijri/corrections-endpoint';
import { listHijriCorrections } from '../db/queries/hijri-corrections';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

/**
 * Egypt's Hijri corrections for the web's date-of-death field (PRODUCT.md §11.6): public, the same for all.
 */
export const hijriRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(hijriCorrectionsEndpoint, { tags: ['hijri'] }),
    handler: async (_request, reply) => {
      const rows = await listHijriCorrections(app.db);
      void reply.header('cache-control', 'public, max-age=300');
      return ok(rows.map(({ hijri_year, hijri_month, shift }) => ({ hijri_year, hijri_month, shift })));
    },
  });
};
