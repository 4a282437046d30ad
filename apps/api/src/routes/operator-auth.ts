import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmEnrolmentEndpoint,
  operatorEnrolmentEndpoint,
  operatorLoginEndpoint,
  operatorLogoutEndpoint,
  operatorMeEndpoint,
  operatorStepUpEndpoint,
  operatorVerifyEndpoint,
  type OperatorProfile,
} from '@athar/contract/operator/auth';
import { operatorMessages } from '@athar/contract/operator/messages';
import { apiMessages } from '@athar/contract/messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import type { FastifyRequest } from 'fastify';
import { revokeOperatorSession } from '../db/queries/operator-sessions';
import { ok } from '../lib/reply';
import {
  clearOperatorCookie,
  operatorOnly,
  setOperatorCookie,
  type AuthOperator,
} from '../plugins/operator-auth';
import { auditOrigin, recordAudit } from '../services/audit/audit-trail';
import { operatorCaller, operatorFactor } from '../services/operators/operator-factor';
import {
  beginEnrolment,
  confirmEnrolment,
  stepUp,
  verifyFactor,
} from '../services/second-factor/second-factor';
import { logInOperator } from '../services/operators/operator-login';
import { stepUpUntil } from '../services/second-factor/factor-session';

const docs = { tags: ['operator'] };

function profile(
  operator: AuthOperator,
  session: OperatorProfile['session'] = operator.state,
): OperatorProfile {
  return {
    id: operator.id,
    operator_name: operator.operatorName,
    email: operator.email,
    roles: operator.roles,
    session,
  };
}

const callerOf = (request: FastifyRequest, operator: AuthOperator) =>
  operatorCaller(operator, auditOrigin(request));

/** The operators' login: a password, then the authenticator's code (enrolled at the first login). */
export const operatorAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.PUBLIC_URL.startsWith('https:');

  app.route({
    ...endpointRoute(operatorLoginEndpoint, docs),
    handler: async (request, reply) => {
      const origin = { ...auditOrigin(request), ip: request.ip };
      const { token, profile: who } = await logInOperator(
        app,
        request.body.email,
        request.body.password,
        origin,
      );
      setOperatorCookie(reply, token, secure);
      return ok(
        [who],
        who.session === 'enrol' ? operatorMessages.enrolNeeded : operatorMessages.factorNeeded,
      );
    },
  });

  app.route({
    ...endpointRoute(operatorEnrolmentEndpoint, docs),
    ...operatorOnly({ beforeFactor: true }),
    handler: async (request) => {
      const operator = request.operator();
      return ok([await beginEnrolment(app, operatorFactor, operator.id)]);
    },
  });

  app.route({
    ...endpointRoute(confirmEnrolmentEndpoint, docs),
    ...operatorOnly({ beforeFactor: true }),
    handler: async (request) => {
      const operator = request.operator();
      const codes = await confirmEnrolment(
        app,
        operatorFactor,
        callerOf(request, operator),
        request.body.code,
      );
      return ok([{ ...profile(operator, 'ready'), recovery_codes: codes }], operatorMessages.enrolled);
    },
  });

  app.route({
    ...endpointRoute(operatorVerifyEndpoint, docs),
    ...operatorOnly({ beforeFactor: true }),
    handler: async (request) => {
      const operator = request.operator();
      const left = await verifyFactor(app, operatorFactor, callerOf(request, operator), request.body);
      const message =
        left === null
          ? operatorMessages.verified
          : operatorMessages.recoveryUsed.replace('{count}', () => String(left));
      return ok([profile(operator, 'ready')], message);
    },
  });

  app.route({
    ...endpointRoute(operatorStepUpEndpoint, docs),
    ...operatorOnly(),
    handler: async (request) => {
      const operator = request.operator();
      const until = await stepUp(app, operatorFactor, callerOf(request, operator), request.body.code);
      return ok([{ until: stepUpUntil(until) }], operatorMessages.steppedUp);
    },
  });

  app.route({
    ...endpointRoute(operatorLogoutEndpoint, docs),
    ...operatorOnly({ beforeFactor: true }),
    handler: async (request, reply) => {
      const operator = request.operator();
      await app.db.transaction().execute(async (trx) => {
        await revokeOperatorSession(trx, operator.sessionId);
        await recordAudit(trx, {
          actor_kind: 'operator',
          actor_id: operator.id,
          action: 'operator.logout',
          ...auditOrigin(request),
        });
      });
      clearOperatorCookie(reply, secure);
      return ok([], apiMessages.loggedOut);
    },
  });

  app.route({
    ...endpointRoute(operatorMeEndpoint, docs),
    ...operatorOnly({ beforeFactor: true }),
    handler: async (request) => ok([profile(request.operator())]),
  });
};
