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
import { commandAct, recordAudit } from '../services/audit/audit-trail';

const decisionMessages = {
  approve: permitMessages.approved,
  reject: permitMessages.rejected,
  revoke: permitMessages.revoked,
} as const;

/** A decision's status before it: only a request is approved or rejected, only an approved permit revoked. */
const decidedFrom = { approve: 'requested', reject: 'requested', revoke: 'approved' } as const;
const decisionActions = {
  approve: 'command.permit.approved',
  reject: 'command.permit.rejected',
  revoke: 'command.permit.revoked',
} as const;

/**
 * `npm run charity -- permit …` and `register` call these on the running app, signed with
 * PAY_WEBHOOK_SECRET (one use each) like the other operator calls; each change is audited as a command
 * in its transaction. Hidden from the public OpenAPI.
 */
export const internalPermitRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });

  app.route({
    ...endpointRoute(addPermitEndpoint, { hide: true }),
    handler: async (request) => {
      const permit = await app.db.transaction().execute(async (trx) => {
        const added = await addPermit(trx, request.body);
        const act = { action: 'command.permit.added', object_kind: 'permit', object_id: added.id };
        await recordAudit(trx, commandAct(request, { ...act, ngo_id: added.ngo_id }));
        return added;
      });
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
        const { permit, cancelled } = await app.db.transaction().execute(async (trx) => {
          const body = request.body as { reason?: string } | undefined;
          const decided = await decideOnPermit(trx, request.params.id, decision, body?.reason);
          await recordAudit(
            trx,
            commandAct(request, {
              action: decisionActions[decision],
              object_kind: 'permit',
              object_id: decided.permit.id,
              ngo_id: decided.permit.ngo_id,
              changes: {
                status: [decidedFrom[decision], decided.permit.status],
                ...(body?.reason ? { refusal_reason: [null, body.reason] } : {}),
              },
            }),
          );
          return decided;
        });
        request.log.info(
          { permitId: permit.id, ngoId: permit.ngo_id, decision, cancelled: cancelled.length },
          'fundraising permit decided',
        );
        app.outbox.kick();
        await closeAfterRevocation(app, cancelled, request.log);
        return ok([permit], decisionMessages[decision]);
      },
    });
  }

  app.route({
    ...endpointRoute(registerCharityEndpoint, { hide: true }),
    handler: async (request) => {
      const { ngo_id, ...register } = request.body;
      const row = await app.db.transaction().execute(async (trx) => {
        const registered = await registerCharity(trx, ngo_id, register);
        const act = { action: 'command.charity.registered', object_kind: 'ngo', object_id: ngo_id };
        await recordAudit(trx, commandAct(request, { ...act, ngo_id }));
        return registered;
      });
      request.log.info({ ngoId: ngo_id }, 'charity register set');
      return ok([row], permitMessages.registered);
    },
  });
};
