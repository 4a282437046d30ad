import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { charityMessages } from '@athar/contract/charity/messages';
import {
  staffForgotPasswordEndpoint,
  staffResetPasswordEndpoint,
} from '@athar/contract/charity/password-reset';
import { staffSetPasswordEndpoint } from '@athar/contract/charity/set-password';
import { staffLoginEndpoint, staffLogoutEndpoint } from '@athar/contract/charity/staff-login';
import { apiMessages } from '@athar/contract/messages';
import { logInStaff, setStaffPassword } from '../services/charity/staff-accounts';
import { requestStaffPasswordReset, resetStaffPassword } from '../services/charity/staff-password-reset';
import { revokeStaffSession } from '../db/queries/staff-tokens';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { auditOrigin } from '../services/audit/audit-trail';
import { staffSecurity } from '../lib/staff-only';
import { staffFactorRoutes } from './staff-factor';

/** The charity console's own login: invitation link, login, logout, and a forgotten password's reset. */
export const charityAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['charity'] };

  app.route({
    ...endpointRoute(staffSetPasswordEndpoint, docs),
    handler: async (request) => {
      await setStaffPassword(app, request.query.token, request.body.password, auditOrigin(request));
      return ok([], charityMessages.passwordSet);
    },
  });

  app.route({
    ...endpointRoute(staffForgotPasswordEndpoint, docs),
    handler: async (request) => {
      await requestStaffPasswordReset(app, request.body.email, request.ip);
      return ok([], apiMessages.forgotSent);
    },
  });

  app.route({
    ...endpointRoute(staffResetPasswordEndpoint, docs),
    handler: async (request) => {
      await resetStaffPassword(app, request.query.token, request.body.password, auditOrigin(request));
      return ok([], apiMessages.passwordReset);
    },
  });

  app.route({
    ...endpointRoute(staffLoginEndpoint, docs),
    handler: async (request) => {
      const staff = await logInStaff(app, request.body.email, request.body.password, auditOrigin(request));
      const message = { enrol: charityMessages.adminMustEnrol, verify: charityMessages.factorNeeded };
      return ok([staff], staff.session === 'ready' ? undefined : message[staff.session]);
    },
  });

  await app.register(staffFactorRoutes);

  app.route({
    ...endpointRoute(staffLogoutEndpoint, { ...docs, security: staffSecurity }),
    handler: async (request) => {
      const staff = await request.requireStaff({ beforeFactor: true });
      await revokeStaffSession(app.db, staff.sessionId);
      return ok([], apiMessages.loggedOut);
    },
  });
};
