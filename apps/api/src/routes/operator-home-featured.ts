import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOME_FEATURE_KEEPERS,
  homeFeaturedEndpoint,
  saveHomeFeaturedEndpoint,
} from '@athar/contract/operator/home-featured';
import { homeFeaturedMessages as text } from '@athar/contract/operator/home-featured-messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { homeFeatured, saveHomeFeatured } from '../services/catalogue/home-featured';

const docs = { tags: ['operator'] };
const guard = operatorOnly({ roles: HOME_FEATURE_KEEPERS });

/** The home page's featured campaigns and projects, chosen by the catalogue duty or an admin (043). */
export const operatorHomeFeaturedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(homeFeaturedEndpoint, docs),
    ...guard,
    handler: async (request) => {
      request.operator();
      return ok([await homeFeatured(app.db)]);
    },
  });

  app.route({
    ...endpointRoute(saveHomeFeaturedEndpoint, docs),
    ...guard,
    handler: async (request) => {
      const operator = request.operator();
      const actor = { request, operatorId: operator.id };
      return ok([await saveHomeFeatured(app.db, actor, request.body)], text.saved);
    },
  });
};
