import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addOperatorEndpoint } from '@athar/contract/internal/add-operator';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireSignedRequests } from '../plugins/signed-routes';
import { addOperator } from '../services/operators/add-operator';

/** `npm run operator -- add` calls this on the running app, signed with PAY_WEBHOOK_SECRET, each signature once. */
export const internalOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });

  app.route({
    ...endpointRoute(addOperatorEndpoint, { hide: true }),
    handler: async (request) => {
      const operator = await addOperator(app.db, request.body, { ip: request.ip });
      request.log.info({ operatorId: operator.id }, 'operator added');
      return ok([operator]);
    },
  });
};
