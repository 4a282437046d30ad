import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_MAX_BYTES } from '@athar/contract/applications/application-fields';
import { applicationMessages } from '@athar/contract/applications/application-messages';
import { PERMIT_DOCUMENT_FIELD, permitRequestFields } from '@athar/contract/charity/permit-fields';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import {
  charityPermitDocumentEndpoint,
  charityPermitsEndpoint,
  requestPermitEndpoint,
} from '@athar/contract/charity/permits';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { AppError } from '@athar/server-kit/errors';
import { readMultipartFiles } from '../lib/multipart-files';
import { ok } from '../lib/reply';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { readPrivateDocument } from '../services/applications/private-documents';
import { auditOrigin } from '../services/audit/audit-trail';
import { requestPermit } from '../services/charity/permit-request';
import { charityPermits } from '../services/charity/permits';
import { reportedPermit } from '../services/charity/permit-collected';
import { sendPermitDocument } from './permit-document-reply';
import { addPermitReportRoutes } from './permit-report-routes';
import {
  charityPermitCollectedEndpoint,
  charityPermitCsvEndpoint,
  charityPermitPdfEndpoint,
} from '@athar/contract/charity/permit-collected';

const FORM = {
  fileFields: [PERMIT_DOCUMENT_FIELD],
  listFields: [],
  tooLarge: applicationMessages.documentTooLarge,
} as const;

/**
 * The fundraising permits of the staff member's charity: every role reads them; its admin asks for
 * a new one with its document and reads that document; its admins and finance read what was collected
 * under each (permit-report-routes.ts).
 */
export const charityPermitRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['charity'], security: staffSecurity };
  requireStaffOnEveryRoute(app, 'permits');
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 12, fieldSize: 2_000, parts: 14 },
  });

  app.route({
    ...endpointRoute(charityPermitsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      return ok(await charityPermits(app.db, staff.ngoId));
    },
  });

  app.route({
    ...endpointRoute(requestPermitEndpoint, { ...docs, consumes: ['multipart/form-data'] }),
    handler: async (request) => {
      const staff = await request.requireStaff({ room: 'permitRequests' });
      const { fields, files } = await readMultipartFiles(request, permitRequestFields, FORM);
      const permit = await requestPermit(
        app.db,
        app.config,
        staff,
        fields,
        files[PERMIT_DOCUMENT_FIELD]!.at(-1),
        auditOrigin(request),
      );
      request.log.info({ permitId: permit.id, staffId: staff.id }, 'fundraising permit requested');
      return ok([permit], permitMessages.requested);
    },
  });

  app.route({
    ...endpointRoute(charityPermitDocumentEndpoint, docs, { jsonAnswer: false }),
    handler: async (request, reply) => {
      const staff = await request.requireStaff({ room: 'permitRequests' });
      const permit = await reportedPermit(app.db, request.params.id, staff.ngoId);
      if (!permit.document_key) throw new AppError('NOT_FOUND', permitMessages.documentNotFound);
      const bytes = await readPrivateDocument(app.config, permit.document_key);
      if (!bytes) throw new AppError('NOT_FOUND', permitMessages.documentNotFound);
      return sendPermitDocument(reply, permit, bytes);
    },
  });

  addPermitReportRoutes(
    app,
    {
      collected: charityPermitCollectedEndpoint,
      csv: charityPermitCsvEndpoint,
      pdf: charityPermitPdfEndpoint,
    },
    docs,
    async (request) => (await request.requireStaff({ room: 'permitReports' })).ngoId,
  );
};
