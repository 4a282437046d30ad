import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import {
  addPermitEndpoint,
  listPermitsEndpoint,
  PERMIT_DECISIONS,
  permitDecisionEndpoints,
  registerCharityEndpoint,
} from '@athar/contract/internal/permits';
import { ok } from '../lib/reply';
import { requireSignedRequests } from '../lib/signed-routes';
import { addPermit, decideOnPermit, operatorPermits, registerCharity } from '../services/charity/permits';

const decisionMessages = {
  approve: permitMessages.approved,
  reject: permitMessages.rejected,
  revoke: permitMessages.revoked,
} as const;

/**
 * `npm run charity -- permit …` and `register` call these on the running app, signed with
 * PAY_WEBHOOK_SECRET (one use each) like the other operator calls. Hidden from the public OpenAPI.
 */
export const internalPermitRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });
  const schema = { hide: true } as const;

  app.route({
    method: addPermitEndpoint.method,
    url: addPermitEndpoint.path,
    schema: { ...schema, body: addPermitEndpoint.body, response: { 200: addPermitEndpoint.response } },
    handler: async (request) => {
      const permit = await addPermit(app.db, request.body);
      request.log.info({ permitId: permit.id, ngoId: permit.ngo_id }, 'fundraising permit added');
      return ok([permit], permitMessages.added);
    },
  });

  app.route({
    method: listPermitsEndpoint.method,
    url: listPermitsEndpoint.path,
    schema: {
      ...schema,
      querystring: listPermitsEndpoint.query,
      response: { 200: listPermitsEndpoint.response },
    },
    handler: async (request) => ok(await operatorPermits(app.db, request.query.ngo_id)),
  });

  for (const decision of PERMIT_DECISIONS) {
    const endpoint = permitDecisionEndpoints[decision];
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: { ...schema, params: endpoint.params, response: { 200: endpoint.response } },
      handler: async (request) => {
        const permit = await decideOnPermit(app.db, request.params.id, decision);
        request.log.info(
          { permitId: permit.id, ngoId: permit.ngo_id, decision },
          'fundraising permit decided',
        );
        return ok([permit], decisionMessages[decision]);
      },
    });
  }

  app.route({
    method: registerCharityEndpoint.method,
    url: registerCharityEndpoint.path,
    schema: {
      ...schema,
      body: registerCharityEndpoint.body,
      response: { 200: registerCharityEndpoint.response },
    },
    handler: async (request) => {
      const { ngo_id, ...register } = request.body;
      const row = await registerCharity(app.db, ngo_id, register);
      request.log.info({ ngoId: ngo_id }, 'charity register set');
      return ok([row], permitMessages.registered);
    },
  });
};
