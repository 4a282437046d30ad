import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountResponse } from '@athar/contract/accounts/delete-account';
import { logoutResponse } from '@athar/contract/accounts/logout';
import { registerBody, registerResponse } from '@athar/contract/accounts/register';
import { updateProfileFields, updateProfileResponse } from '@athar/contract/accounts/update-profile';
import { userDetailsResponse } from '@athar/contract/accounts/user-details';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '../errors';
import { readMultipartForm } from '../lib/multipart-form';
import { deleteAccount } from '../services/accounts/deletion';
import { updateProfile } from '../services/accounts/profile';
import { registerUser } from '../services/accounts/registration';
import { revokeSession } from '../services/accounts/sessions';
import { userDetails } from '../services/accounts/user-records';

/** PUT /api/users (a form with the picture), with multipart in its own scope (see campaigns.ts). */
const updateProfileRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });

  app.put(
    '/api/users',
    {
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: updateProfileResponse },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const { fields, file } = await readMultipartForm(request, updateProfileFields, 'profile_pic');
      const details = await updateProfile(app, user.id, fields, file);
      return { status: 1 as const, message: apiMessages.profileUpdated, data: [details] };
    },
  );
};

/** The account itself: register, logout, details, profile update and deletion (SPEC §7). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(updateProfileRoute);

  app.post(
    '/api/users',
    { schema: { tags: ['account'], body: registerBody, response: { 200: registerResponse } } },
    async (request) => {
      const user = await registerUser(app, request.body, request.ip);
      return {
        status: 1 as const,
        message: user.verified ? '' : apiMessages.registeredUnverified,
        data: [user],
      };
    },
  );

  app.post(
    '/api/users/logout',
    { schema: { tags: ['account'], security: [{ bearer: [] }], response: { 200: logoutResponse } } },
    async (request) => {
      const user = await request.requireUser();
      await revokeSession(app.db, user.sessionId);
      return { status: 1 as const, message: apiMessages.loggedOut, data: [] };
    },
  );

  app.get(
    '/api/users/details',
    { schema: { tags: ['account'], security: [{ bearer: [] }], response: { 200: userDetailsResponse } } },
    async (request) => {
      const user = await request.requireUser();
      const details = await userDetails(app.db, user.id);
      if (!details) throw new AppError('UNAUTHORIZED', apiMessages.unauthorized);
      return { status: 1 as const, message: '', data: [details] };
    },
  );

  app.delete(
    '/api/users',
    { schema: { tags: ['account'], security: [{ bearer: [] }], response: { 200: deleteAccountResponse } } },
    async (request) => {
      const user = await request.requireUser();
      await deleteAccount(app, user.id);
      return { status: 1 as const, message: apiMessages.accountDeleted, data: [] };
    },
  );
};
