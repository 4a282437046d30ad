import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import {
  addPermitEndpoint,
  listPermitsEndpoint,
  PERMIT_DECISIONS,
  permitDecisionEndpoints,
  registerCharityEndpoint,
} from '@athar/contract/internal/permits';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireSignedRequests } from '../plugins/signed-routes';
import { addPermit, decideOnPermit, operatorPermits, registerCharity } from '../services/charity/permits';
import { closeAfterRevocation } from '../services/donations/close-after-revocation';

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

  app.route({
    ...endpointRoute(addPermitEndpoint, { hide: true }),
    handler: async (request) => {
      const permit = await addPermit(app.db, request.body);
      request.log.info({ permitId: permit.id, ngoId: permit.ngo_id }, 'fundraising permit added');
      return ok([permit], permitMessages.added);
    },
  });

  app.route({
    ...endpointRoute(listPermitsEndpoint, { hide: true }),
    handler: async (request) => ok(await operatorPermits(app.db, request.query.ngo_id)),
  });

  for (const decision of PERMIT_DECISIONS) {
    const endpoint = permitDecisionEndpoints[decision];
    app.route({
      ...endpointRoute(endpoint, { hide: true }),
      handler: async (request) => {
        const { permit, cancelled } = await decideOnPermit(app.db, request.params.id, decision);
        request.log.info(
          { permitId: permit.id, ngoId: permit.ngo_id, decision, cancelled: cancelled.length },
          'fundraising permit decided',
        );
        await closeAfterRevocation(app, cancelled, request.log);
        return ok([permit], decisionMessages[decision]);
      },
    });
  }

  app.route({
    ...endpointRoute(registerCharityEndpoint, { hide: true }),
    handler: async (request) => {
      const { ngo_id, ...register } = request.body;
      const row = await registerCharity(app.db, ngo_id, register);
      request.log.info({ ngoId: ngo_id }, 'charity register set');
      return ok([row], permitMessages.registered);
    },
  });
};
