import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteContentMessages as text } from '@athar/contract/about/site-content-messages';
import {
  CONTENT_KEEPERS,
  operatorSitePageEndpoint,
  operatorSitePagesEndpoint,
  restoreSitePageEndpoint,
  saveSitePageEndpoint,
} from '@athar/contract/operator/site-content';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import {
  consoleSitePage,
  restoreSitePage,
  saveSitePage,
  sitePageSummaries,
} from '../services/content/site-pages';

const docs = { tags: ['operator'] };
const guard = operatorOnly({ roles: CONTENT_KEEPERS });

/** The content pages kept by the catalogue duty and the admins, every version kept and audited (040). */
export const operatorSitePageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(operatorSitePagesEndpoint, docs),
    ...guard,
    handler: async (request) => {
      request.operator();
      return ok(await sitePageSummaries(app.db));
    },
  });

  app.route({
    ...endpointRoute(operatorSitePageEndpoint, docs),
    ...guard,
    handler: async (request) => {
      request.operator();
      return ok([await consoleSitePage(app.db, request.params.page)]);
    },
  });

  app.route({
    ...endpointRoute(saveSitePageEndpoint, docs),
    ...guard,
    handler: async (request) => {
      const actor = { request, operatorId: request.operator().id };
      return ok([await saveSitePage(app.db, actor, request.params.page, request.body)], text.saved);
    },
  });

  app.route({
    ...endpointRoute(restoreSitePageEndpoint, docs),
    ...guard,
    handler: async (request) => {
      const actor = { request, operatorId: request.operator().id };
      return ok([await restoreSitePage(app.db, actor, request.params.page, request.body)], text.restored);
    },
  });
};
