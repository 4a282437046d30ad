import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { charityMessages } from '@athar/contract/charity/messages';
import {
  staffForgotPasswordBody,
  staffForgotPasswordResponse,
  staffResetPasswordBody,
  staffResetPasswordQuery,
  staffResetPasswordResponse,
} from '@athar/contract/charity/password-reset';
import {
  staffSetPasswordBody,
  staffSetPasswordQuery,
  staffSetPasswordResponse,
} from '@athar/contract/charity/set-password';
import { staffLoginBody, staffLoginResponse, staffLogoutResponse } from '@athar/contract/charity/staff-login';
import { apiMessages } from '@athar/contract/messages';
import { logInStaff, setStaffPassword } from '../services/charity/staff-accounts';
import { requestStaffPasswordReset, resetStaffPassword } from '../services/charity/staff-password-reset';
import { revokeStaffSession } from '../services/charity/staff-tokens';

/** The charity console's own login: invitation link, login, logout, and a forgotten password's reset. */
export const charityAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/charity/auth/set-password',
    {
      schema: {
        tags: ['charity'],
        querystring: staffSetPasswordQuery,
        body: staffSetPasswordBody,
        response: { 200: staffSetPasswordResponse },
      },
    },
    async (request) => {
      await setStaffPassword(app, request.query.token, request.body.password, request.ip);
      return { status: 1 as const, message: charityMessages.passwordSet, data: [] };
    },
  );

  app.post(
    '/api/charity/auth/forgot-password',
    {
      schema: {
        tags: ['charity'],
        body: staffForgotPasswordBody,
        response: { 200: staffForgotPasswordResponse },
      },
    },
    async (request) => {
      await requestStaffPasswordReset(app, request.body.email, request.ip);
      return { status: 1 as const, message: apiMessages.forgotSent, data: [] };
    },
  );

  app.post(
    '/api/charity/auth/reset-password',
    {
      schema: {
        tags: ['charity'],
        querystring: staffResetPasswordQuery,
        body: staffResetPasswordBody,
        response: { 200: staffResetPasswordResponse },
      },
    },
    async (request) => {
      await resetStaffPassword(app, request.query.token, request.body.password, request.ip);
      return { status: 1 as const, message: apiMessages.passwordReset, data: [] };
    },
  );

  app.post(
    '/api/charity/auth/login',
    { schema: { tags: ['charity'], body: staffLoginBody, response: { 200: staffLoginResponse } } },
    async (request) => {
      const staff = await logInStaff(app, request.body.email, request.body.password, request.ip);
      return { status: 1 as const, message: '', data: [staff] };
    },
  );

  app.post(
    '/api/charity/auth/logout',
    { schema: { tags: ['charity'], security: [{ bearer: [] }], response: { 200: staffLogoutResponse } } },
    async (request) => {
      const staff = await request.requireStaff();
      await revokeStaffSession(app.db, staff.sessionId);
      return { status: 1 as const, message: apiMessages.loggedOut, data: [] };
    },
  );
};
