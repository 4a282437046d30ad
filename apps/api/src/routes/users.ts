import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userDataExportEndpoint } from '@athar/contract/accounts/data-export';
import { deleteAccountEndpoint } from '@athar/contract/accounts/delete-account';
import { logoutEndpoint } from '@athar/contract/accounts/logout';
import { registerEndpoint } from '@athar/contract/accounts/register';
import { updateProfileEndpoint, updateProfileFields } from '@athar/contract/accounts/update-profile';
import { userDetailsEndpoint } from '@athar/contract/accounts/user-details';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { readMultipartForm } from '../lib/multipart-form';
import { deleteAccount } from '../services/accounts/deletion';
import { updateProfile } from '../services/accounts/profile';
import { registerUser } from '../services/accounts/registration';
import { exportFileName, exportUserData } from '../services/privacy/user-data-export';
import { recordSelfServedRequest } from '../services/data-protection/data-requests';
import { revokeSession } from '../db/queries/sessions';
import { userDetails } from '../services/accounts/user-records';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { auditOrigin, recordAudit } from '../services/audit/audit-trail';

const secured = { tags: ['account'], security: [{ bearer: [] }] };

/** The profile update (a form with the picture), with multipart in its own scope (see campaigns.ts). */
const updateProfileRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });

  app.route({
    ...endpointRoute(updateProfileEndpoint, { ...secured, consumes: ['multipart/form-data'] }),
    handler: async (request) => {
      const user = await request.requireUser();
      const { fields, file } = await readMultipartForm(request, updateProfileFields, 'profile_pic');
      const details = await updateProfile(app, user.id, fields, file);
      return ok([details], apiMessages.profileUpdated);
    },
  });
};

/** The account itself: register, logout, details, profile update, data export, deletion (PRODUCT.md §7). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(updateProfileRoute);

  app.route({
    ...endpointRoute(registerEndpoint, { tags: ['account'] }),
    handler: async (request) => {
      const user = await registerUser(app, request.body, request.ip);
      return ok([user], user.verified ? '' : apiMessages.registeredUnverified);
    },
  });

  app.route({
    ...endpointRoute(logoutEndpoint, secured),
    handler: async (request) => {
      const user = await request.requireUser();
      await revokeSession(app.db, user.sessionId);
      return ok([], apiMessages.loggedOut);
    },
  });

  app.route({
    ...endpointRoute(userDetailsEndpoint, secured),
    handler: async (request) => {
      const user = await request.requireUser();
      const details = await userDetails(app.db, user.id);
      if (!details) throw new AppError('UNAUTHORIZED', apiMessages.unauthorized);
      return ok([details]);
    },
  });

  app.route({
    ...endpointRoute(
      userDataExportEndpoint,
      {
        ...secured,
        description: 'a JSON file (attachment) of everything held about the caller: PDPL 151/2020 access',
      },
      { jsonAnswer: false },
    ),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const data = await exportUserData(app.db, user.id);
      await recordSelfServedRequest(app.db, user.id, 'access', app.clock.now());
      // a read of personal data, the owner's own
      await recordAudit(app.db, {
        actor_kind: 'user',
        actor_id: user.id,
        action: 'user.data_exported',
        object_kind: 'user',
        object_id: user.id,
        ...auditOrigin(request),
      });
      request.log.info({ userId: user.id }, 'personal data exported');
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  });

  app.route({
    ...endpointRoute(deleteAccountEndpoint, secured),
    handler: async (request) => {
      const user = await request.requireUser();
      await deleteAccount(app, user.id, auditOrigin(request));
      return ok([], apiMessages.accountDeleted);
    },
  });
};
