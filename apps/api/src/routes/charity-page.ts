import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import {
  CHARITY_LOGO_FIELD,
  charityLogoEndpoint,
  charityPageEndpoint,
  editCharityPageEndpoint,
  proposeCharityNameEndpoint,
} from '@athar/contract/charity/charity-page';
import { charityPageMessages as text } from '@athar/contract/charity/charity-page-messages';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { readMultipartForm } from '../lib/multipart-form';
import { ok } from '../lib/reply';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { auditOrigin } from '../services/audit/audit-trail';
import { changeLogo, charityPage, editDescription, proposeName } from '../services/charity/charity-page';

const docs = { tags: ['charity'], security: staffSecurity };

/** The logo, with multipart in its own scope (one file, no text field). */
const logoRoutes: FastifyPluginAsyncZod = async (app) => {
  requireStaffOnEveryRoute(app, 'team');
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });
  app.route({
    ...endpointRoute(charityLogoEndpoint, { ...docs, consumes: ['multipart/form-data'] }),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const { file } = await readMultipartForm(request, z.object({}), CHARITY_LOGO_FIELD);
      if (!file)
        throw new AppError('BAD_REQUEST', text.logoRequired, { [CHARITY_LOGO_FIELD]: text.logoRequired });
      return ok([await changeLogo(app, { staff, origin: auditOrigin(request) }, file)], text.logoSaved);
    },
  });
};

/**
 * The charity's public page, kept by its admins (docs/decisions/037): the description and the logo
 * change at once (in the activity log); a new name waits for an operator of the catalogue duty.
 */
export const charityPageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(logoRoutes);
  requireStaffOnEveryRoute(app, 'team');

  app.route({
    ...endpointRoute(charityPageEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      return ok([await charityPage(app.db, staff.ngoId)]);
    },
  });

  app.route({
    ...endpointRoute(editCharityPageEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const actor = { staff, origin: auditOrigin(request) };
      return ok([await editDescription(app.db, actor, request.body.ngo_description)], text.descriptionSaved);
    },
  });

  app.route({
    ...endpointRoute(proposeCharityNameEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const actor = { staff, origin: auditOrigin(request) };
      return ok([await proposeName(app.db, actor, request.body.ar_name)], text.nameProposed);
    },
  });
};
