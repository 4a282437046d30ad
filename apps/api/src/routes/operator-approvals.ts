import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  APPROVAL_ACTIONS,
  approvalDuties,
  approveEndpoint,
  approvalsEndpoint,
  rejectApprovalEndpoint,
  requestApprovalEndpoint,
} from '@athar/contract/operator/approvals';
import { operatorMessages } from '@athar/contract/operator/messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { listApprovals } from '../db/queries/operator-approvals';
import { keysetSlice } from '../lib/keyset-page';
import { ok } from '../lib/reply';
import { operatorOnly, type AuthOperator } from '../plugins/operator-auth';
import { auditOrigin } from '../services/audit/audit-trail';
import { closeAfterRevocation } from '../services/donations/close-after-revocation';
import { approve, reject, requestApproval, type Actor } from '../services/operators/four-eyes';

const docs = { tags: ['operator'] };
/** Every duty that may ask for, approve or refuse some act; each act narrows it (approvalDuties). */
const FOUR_EYES = ['admin', 'onboarding', 'moderator'] as const;
const actorOf = (request: FastifyRequest, operator: AuthOperator): Actor => ({
  id: operator.id,
  roles: operator.roles,
  origin: auditOrigin(request),
});

/** Four eyes: one operator asks, another approves (each with a fresh code), and only then the act is done. */
export const operatorApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(approvalsEndpoint, docs),
    ...operatorOnly({ roles: FOUR_EYES }),
    handler: async (request) => {
      const { roles } = request.operator();
      const { limit, ...filter } = request.query;
      // each operator reads the requests of the acts their duties may decide
      const actions = APPROVAL_ACTIONS.filter((action) =>
        approvalDuties[action].some((role) => roles.includes(role)),
      );
      const rows = await listApprovals(app.db, { ...filter, actions }, limit + 1);
      const { page, next_before } = keysetSlice(rows, limit);
      return ok([{ approvals: page, next_before }]);
    },
  });

  app.route({
    ...endpointRoute(requestApprovalEndpoint, docs),
    ...operatorOnly({ roles: FOUR_EYES, stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const approval = await requestApproval(app.db, actorOf(request, operator), request.body);
      return ok([approval], operatorMessages.approvalRequested);
    },
  });

  app.route({
    ...endpointRoute(approveEndpoint, docs),
    ...operatorOnly({ roles: FOUR_EYES, stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const { approval, cancelled } = await approve(app.db, actorOf(request, operator), request.params.id);
      await closeAfterRevocation(app, cancelled, request.log);
      // an approved act may have queued mails (a revoked permit's, changed payment settings')
      app.outbox.kick();
      return ok([approval], operatorMessages.approvalApproved);
    },
  });

  app.route({
    ...endpointRoute(rejectApprovalEndpoint, docs),
    ...operatorOnly({ roles: FOUR_EYES }),
    handler: async (request) => {
      const operator = request.operator();
      const approval = await reject(app.db, actorOf(request, operator), request.params.id, request.body.note);
      const message =
        approval.status === 'withdrawn'
          ? operatorMessages.approvalWithdrawn
          : operatorMessages.approvalRejected;
      return ok([approval], message);
    },
  });
};
