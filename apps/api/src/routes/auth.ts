import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordBody, forgotPasswordResponse } from '@athar/contract/accounts/forgot-password';
import { loginBody, loginResponse } from '@athar/contract/accounts/login';
import {
  resetPasswordBody,
  resetPasswordQuery,
  resetPasswordResponse,
} from '@athar/contract/accounts/reset-password';
import { verificationQuery, verificationResponse } from '@athar/contract/accounts/verification';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '../errors';
import { logIn } from '../services/accounts/login';
import { requestPasswordReset, resetPassword } from '../services/accounts/password-reset';
import { verifyEmail } from '../services/accounts/registration';
import { consumeToken } from '../services/accounts/tokens';

/** Login, e-mail verification and password reset (SPEC §7 Account). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    { schema: { tags: ['account'], body: loginBody, response: { 200: loginResponse } } },
    async (request) => {
      const user = await logIn(app, request.body.email, request.body.password, request.ip);
      return { status: 1 as const, message: '', data: [user] };
    },
  );

  app.get(
    '/api/verification',
    {
      schema: { tags: ['account'], querystring: verificationQuery, response: { 200: verificationResponse } },
    },
    async (request) => {
      const userId = await consumeToken(app.db, request.query.token, 'verify');
      if (userId === null) throw new AppError('BAD_REQUEST', apiMessages.verifyLinkInvalid);
      await verifyEmail(app, userId);
      return { status: 1 as const, message: apiMessages.verified, data: [] };
    },
  );

  app.post(
    '/api/auth/forgotpass',
    { schema: { tags: ['account'], body: forgotPasswordBody, response: { 200: forgotPasswordResponse } } },
    async (request) => {
      await requestPasswordReset(app, request.body.email, request.ip);
      return { status: 1 as const, message: apiMessages.forgotSent, data: [] };
    },
  );

  app.post(
    '/api/auth/resetpass',
    {
      schema: {
        tags: ['account'],
        querystring: resetPasswordQuery,
        body: resetPasswordBody,
        response: { 200: resetPasswordResponse },
      },
    },
    async (request) => {
      await resetPassword(app, request.query.token, request.body.newpass, request.ip);
      return { status: 1 as const, message: apiMessages.passwordReset, data: [] };
    },
  );
};
