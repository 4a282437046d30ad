import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROJECT_REVIEWERS } from '@athar/contract/operator/project-review';
import {
  operatorProjectTextsEndpoint,
  operatorRestoreProjectTextEndpoint,
} from '@athar/contract/projects/text-history';
import { projectTextHistoryMessages as text } from '@athar/contract/projects/text-history-messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { projectTextHistory, restoreLive } from '../services/catalogue/project-texts';

const docs = { tags: ['operator'] };
const guard = operatorOnly({ roles: PROJECT_REVIEWERS });

/** Any charity's project's approved texts, and their restore at once, for the reviewers (049). */
export const operatorProjectTextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(operatorProjectTextsEndpoint, docs),
    ...guard,
    handler: async (request) => {
      request.operator();
      const query = { projectId: request.params.id, ...request.query };
      return ok([await projectTextHistory(app.db, query)]);
    },
  });

  app.route({
    ...endpointRoute(operatorRestoreProjectTextEndpoint, docs),
    ...guard,
    handler: async (request) => {
      const operator = request.operator();
      const { id, version } = request.params;
      await restoreLive(app.db, request, operator.id, id, version);
      return ok([await projectTextHistory(app.db, { projectId: id, limit: 20 })], text.restoredLive);
    },
  });
};
