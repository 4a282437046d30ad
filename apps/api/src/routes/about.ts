import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { achievementsEndpoint } from '@athar/contract/about/achievements';
import { faqEndpoint } from '@athar/contract/about/faq';
import { pressEndpoint } from '@athar/contract/about/press';
import { achievements, faqsByAudience } from '../db/queries/about';
import { listPress } from '../services/about/press';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['about'] };

  app.route({
    ...endpointRoute(achievementsEndpoint, docs),
    handler: async () => ok([await achievements(app.db)]),
  });

  app.route({ ...endpointRoute(faqEndpoint, docs), handler: async () => ok([await faqsByAudience(app.db)]) });

  app.route({ ...endpointRoute(pressEndpoint, docs), handler: async () => ok(await listPress(app.db)) });
};
