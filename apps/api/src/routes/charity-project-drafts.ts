import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import { projectDraftMessages as text } from '@athar/contract/charity/project-draft-messages';
import {
  createProjectDraftEndpoint,
  editProjectDraftEndpoint,
  PROJECT_PICTURE_FIELD,
  projectDraftPictureEndpoint,
  projectDraftsEndpoint,
  retireCharityProjectEndpoint,
  submitProjectDraftEndpoint,
} from '@athar/contract/charity/project-drafts';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { readMultipartForm } from '../lib/multipart-form';
import { ok } from '../lib/reply';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { auditOrigin } from '../services/audit/audit-trail';
import { createDraft, editDraft, ngoDrafts, submitDraft } from '../services/catalogue/project-drafts';
import { pictureRequired, setDraftPicture } from '../services/catalogue/project-picture';
import { retireProject } from '../services/catalogue/project-review';

const docs = { tags: ['charity'], security: staffSecurity };

/** A draft's picture, with multipart in its own scope (one file, no text field). */
const draftPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  requireStaffOnEveryRoute(app, 'projects');
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });
  app.route({
    ...endpointRoute(projectDraftPictureEndpoint, { ...docs, consumes: ['multipart/form-data'] }),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const { file } = await readMultipartForm(request, z.object({}), PROJECT_PICTURE_FIELD);
      if (!file) throw pictureRequired();
      const actor = { staff, origin: auditOrigin(request) };
      return ok([await setDraftPicture(app, actor, request.params.id, file)], text.pictureSaved);
    },
  });
};

/**
 * The projects a charity's admin and editors write, send for review and retire (docs/decisions/037);
 * a cash collector or finance is refused before the body is read.
 */
export const charityProjectDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(draftPictureRoutes);
  requireStaffOnEveryRoute(app, 'projects');

  app.route({
    ...endpointRoute(projectDraftsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      return ok(await ngoDrafts(app.db, staff.ngoId));
    },
  });

  app.route({
    ...endpointRoute(createProjectDraftEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const draft = await createDraft(app.db, { staff, origin: auditOrigin(request) }, request.body);
      return ok([draft], text.created);
    },
  });

  app.route({
    ...endpointRoute(editProjectDraftEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const actor = { staff, origin: auditOrigin(request) };
      return ok([await editDraft(app.db, actor, request.params.id, request.body)], text.saved);
    },
  });

  app.route({
    ...endpointRoute(submitProjectDraftEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const actor = { staff, origin: auditOrigin(request) };
      return ok([await submitDraft(app.db, actor, request.params.id)], text.submitted);
    },
  });

  app.route({
    ...endpointRoute(retireCharityProjectEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const by = { kind: 'staff' as const, staff, origin: auditOrigin(request) };
      return ok([await retireProject(app.db, by, request.params.id)], text.retired);
    },
  });
};
