import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { familyMessages } from '@athar/contract/remembrance/family-messages';
import {
  FAMILY_UPDATE_PHOTO_FIELD,
  familyUpdateFields,
  familyUpdatesEndpoint,
  postFamilyUpdateEndpoint,
} from '@athar/contract/remembrance/family-updates';
import { AppError } from '@athar/server-kit/errors';
import { listFamilyUpdates } from '../db/queries/family-updates';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { readMultipartFiles } from '../lib/multipart-files';
import { ok } from '../lib/reply';
import { publicRead } from '../lib/public-caching';
import { familyUpdateView, postFamilyUpdate } from '../services/remembrance/family-updates';

/** Posting, with multipart in its own scope: two text fields and at most one photo. */
const postFamilyUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  // one more file than allowed, so a second photo gets its Arabic 400 rather than a bare 413
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 4, fieldSize: 20_000, parts: 6 },
  });
  app.route({
    ...endpointRoute(postFamilyUpdateEndpoint, {
      tags: ['campaigns'],
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
    }),
    handler: async (request) => {
      const user = await request.requireUser();
      const { fields, files } = await readMultipartFiles(request, familyUpdateFields, {
        fileFields: [FAMILY_UPDATE_PHOTO_FIELD],
        listFields: [],
      });
      const photos = files[FAMILY_UPDATE_PHOTO_FIELD] ?? [];
      if (photos.length > 1)
        throw new AppError('BAD_REQUEST', familyMessages.onePhoto, {
          [FAMILY_UPDATE_PHOTO_FIELD]: familyMessages.onePhoto,
        });
      const update = await postFamilyUpdate(app, user.id, fields, photos[0] ?? null);
      app.outbox.kick();
      request.log.info({ updateId: update.id, userId: user.id }, 'family update posted');
      return ok([update], familyMessages.updatePosted);
    },
  });
};

/**
 * The family's updates (PRODUCT.md §11.4): the public list on the campaign page, and the managers' posting.
 */
export const familyUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(postFamilyUpdateRoutes);

  app.route({
    ...endpointRoute(familyUpdatesEndpoint, { tags: ['campaigns'] }),
    onSend: publicRead,
    handler: async (request) => {
      const { campid, offset, rowscount } = request.query;
      const page = await listFamilyUpdates(app.db, campid, { offset, rowscount });
      if (!page) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      return ok([{ total_count: page.total, items: page.rows.map(familyUpdateView) }]);
    },
  });
};
