import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disableOperatorEndpoint,
  enableOperatorEndpoint,
  inviteOperatorEndpoint,
  operatorSetPasswordEndpoint,
} from '@athar/contract/operator/team';
import { teamMessages } from '@athar/contract/operator/team-messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { listOperators } from '../db/queries/operators';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { auditOrigin, operatorAct } from '../services/audit/audit-trail';
import { setPasswordFromInvitation } from '../services/operators/invitation-password';
import { inviteOperator } from '../services/operators/invite-operator';
import { disableOperator, enableOperator } from '../services/operators/operator-team';

const docs = { tags: ['operator'] };

/** The operators' team from the console: invitations, the invitee's password, leaving and coming back. */
export const operatorTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const rowOf = async (id: number) => (await listOperators(app.db, { id }))[0]!;

  app.route({
    ...endpointRoute(inviteOperatorEndpoint, docs),
    ...operatorOnly({ roles: ['admin'], stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const act = operatorAct(request, operator.id, { action: 'operator.invited' });
      const invited = await inviteOperator(app, { ...act, actor_id: operator.id }, request.body);
      return ok(
        [await rowOf(invited.id)],
        invited.resent ? teamMessages.invitationResent : teamMessages.invited,
      );
    },
  });

  app.route({
    ...endpointRoute(disableOperatorEndpoint, docs),
    ...operatorOnly({ roles: ['admin'], stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const act = operatorAct(request, operator.id, { action: 'operator.disabled' });
      await disableOperator(
        app.db,
        { ...act, actor_id: operator.id },
        request.params.id,
        request.body.reason,
      );
      return ok([await rowOf(request.params.id)], teamMessages.disabled);
    },
  });

  app.route({
    ...endpointRoute(enableOperatorEndpoint, docs),
    ...operatorOnly({ roles: ['admin'], stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const act = operatorAct(request, operator.id, { action: 'operator.enabled' });
      await enableOperator(app.db, act, request.params.id, request.body.reason);
      return ok([await rowOf(request.params.id)], teamMessages.enabled);
    },
  });

  app.route({
    ...endpointRoute(operatorSetPasswordEndpoint, docs),
    handler: async (request) => {
      await setPasswordFromInvitation(app, request.query.token, request.body.password, auditOrigin(request));
      return ok([], teamMessages.passwordSet);
    },
  });
};
