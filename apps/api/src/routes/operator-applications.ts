import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationMessages as messages } from '@athar/contract/applications/application-messages';
import {
  applicationDecisionEndpoint,
  applicationDocumentEndpoint,
  operatorApplicationEndpoint,
  operatorApplicationsEndpoint,
} from '@athar/contract/applications/operator-applications';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { findDocument, listApplications } from '../db/queries/charity-applications';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { readPrivateDocument } from '../services/applications/private-documents';
import { decideOnApplication, findReviewed } from '../services/applications/review-application';
import { operatorAct, recordAudit } from '../services/audit/audit-trail';

const docs = { tags: ['operator'] };
/** who reviews the charities that apply */
const ONBOARDING = ['onboarding', 'admin'] as const;

const DECIDED = {
  approve: messages.approved,
  request_changes: messages.changesRequested,
  refuse: messages.refused,
} as const;

/** The operators' review of the charities' applications (issue 37, docs/decisions/032). */
export const operatorApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(operatorApplicationsEndpoint, docs),
    ...operatorOnly({ roles: ONBOARDING }),
    handler: async (request) => {
      request.operator();
      const rows = await listApplications(app.db, request.query);
      const page = rows.slice(0, request.query.limit);
      const applications = page.map(
        ({ id, legal_name, registration_number, governorate, status, submitted_at, updated_at }) => ({
          id,
          legal_name,
          registration_number,
          governorate,
          status,
          submitted_at,
          updated_at,
        }),
      );
      const next_before = rows.length > request.query.limit ? page.at(-1)!.id : null;
      return ok([{ applications, next_before }]);
    },
  });

  app.route({
    ...endpointRoute(operatorApplicationEndpoint, docs),
    ...operatorOnly({ roles: ONBOARDING }),
    handler: async (request) => {
      request.operator();
      return ok([await findReviewed(app.db, request.params.id)]);
    },
  });

  // a KYC document: each view is in the audit log before a byte is sent; a download, never cached,
  // sniffed or rendered here
  app.route({
    ...endpointRoute(applicationDocumentEndpoint, docs),
    ...operatorOnly({ roles: ONBOARDING }),
    handler: async (request, reply) => {
      const operator = request.operator();
      const { id, documentId } = request.params;
      const document = await findDocument(app.db, id, documentId);
      if (!document) throw new AppError('NOT_FOUND', messages.documentNotFound);
      await recordAudit(
        app.db,
        operatorAct(request, operator.id, {
          action: 'application.document.viewed',
          object_kind: 'charity_application',
          object_id: id,
          changes: { document: [null, `${document.kind}#${document.id}`] },
        }),
      );
      const bytes = await readPrivateDocument(app.config, document.file_key);
      if (!bytes) throw new AppError('NOT_FOUND', messages.documentNotFound);
      return reply
        .header('content-type', document.content_type)
        .header(
          'content-disposition',
          `attachment; filename="${document.kind}.${document.file_key.split('.').at(-1)}"`,
        )
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  });

  app.route({
    ...endpointRoute(applicationDecisionEndpoint, docs),
    ...operatorOnly({ roles: ONBOARDING, stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const decided = await decideOnApplication(app, request.params.id, operator.id, request.body, (act) =>
        operatorAct(request, operator.id, act),
      );
      return ok([decided], DECIDED[request.body.decision]);
    },
  });
};
