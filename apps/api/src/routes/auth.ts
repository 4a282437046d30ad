import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordEndpoint } from '@athar/contract/accounts/forgot-password';
import { loginEndpoint } from '@athar/contract/accounts/login';
import { resetPasswordEndpoint } from '@athar/contract/accounts/reset-password';
import { verificationEndpoint } from '@athar/contract/accounts/verification';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { logIn } from '../services/accounts/login';
import { requestPasswordReset, resetPassword } from '../services/accounts/password-reset';
import { markEmailVerified } from '../db/queries/users';
import { consumeToken } from '../services/accounts/tokens';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { auditOrigin } from '../services/audit/audit-trail';

/** Login, e-mail verification and password reset (PRODUCT.md §7 Account). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['account'] };

  app.route({
    ...endpointRoute(loginEndpoint, docs),
    handler: async (request) => {
      const user = await logIn(app, request.body.email, request.body.password, auditOrigin(request));
      return ok([user]);
    },
  });

  app.route({
    ...endpointRoute(verificationEndpoint, docs),
    handler: async (request) => {
      const userId = await consumeToken(app.db, request.query.token, 'verify');
      if (userId === null) throw new AppError('BAD_REQUEST', apiMessages.verifyLinkInvalid);
      await markEmailVerified(app.db, userId);
      return ok([], apiMessages.verified);
    },
  });

  app.route({
    ...endpointRoute(forgotPasswordEndpoint, docs),
    handler: async (request) => {
      await requestPasswordReset(app, request.body.email, request.ip);
      return ok([], apiMessages.forgotSent);
    },
  });

  app.route({
    ...endpointRoute(resetPasswordEndpoint, docs),
    handler: async (request) => {
      await resetPassword(app, request.query.token, request.body.newpass, request.ip);
      return ok([], apiMessages.passwordReset);
    },
  });
};
