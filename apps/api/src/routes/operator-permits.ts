import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorPermitCollectedEndpoint,
  operatorPermitCsvEndpoint,
  operatorPermitPdfEndpoint,
} from '@athar/contract/charity/permit-collected';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import {
  operatorPermitDocumentEndpoint,
  operatorPermitsEndpoint,
  permitDecisionEndpoint,
} from '@athar/contract/operator/console-permits';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { AppError } from '@athar/server-kit/errors';
import { consolePermits } from '../db/queries/console-permits';
import { cairoDay } from '../lib/cairo-time';
import { keysetSlice } from '../lib/keyset-page';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { readPrivateDocument } from '../services/applications/private-documents';
import { operatorAct, recordAudit } from '../services/audit/audit-trail';
import { reportedPermit } from '../services/charity/permit-collected';
import { decideOnPermit } from '../services/charity/permits';
import { sendPermitDocument } from './permit-document-reply';
import { addPermitReportRoutes } from './permit-report-routes';

const docs = { tags: ['operator'] };
const ONBOARDING = ['onboarding', 'admin'] as const;
/** who reads what was collected under a permit: onboarding keeps the permits, finance the money */
const REPORTS = ['onboarding', 'finance', 'admin'] as const;

/**
 * Permits in the console: every charity's, a request's document (each view audited), a decision on
 * a charity's request (a fresh code; a refusal with its reason) and what was collected under each.
 * A revocation needs a second operator: POST /api/operator/approvals with `permit.revoke`.
 */
export const operatorPermitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(operatorPermitsEndpoint, docs),
    ...operatorOnly({ roles: ONBOARDING }),
    handler: async (request) => {
      request.operator();
      const { limit, ...filter } = request.query;
      const rows = await consolePermits(app.db, filter, cairoDay(new Date()), limit + 1);
      const { page, next_before } = keysetSlice(rows, limit);
      return ok([{ permits: page, next_before }]);
    },
  });

  // the Ministry's document a charity sent: each view is in the audit log before a byte is sent
  app.route({
    ...endpointRoute(operatorPermitDocumentEndpoint, docs, { jsonAnswer: false }),
    ...operatorOnly({ roles: ONBOARDING }),
    handler: async (request, reply) => {
      const operator = request.operator();
      const permit = await reportedPermit(app.db, request.params.id);
      if (!permit.document_key) throw new AppError('NOT_FOUND', permitMessages.documentNotFound);
      await recordAudit(
        app.db,
        operatorAct(request, operator.id, {
          action: 'permit.document.viewed',
          object_kind: 'permit',
          object_id: Number(permit.id),
          ngo_id: permit.ngo_id,
        }),
      );
      const bytes = await readPrivateDocument(app.config, permit.document_key);
      if (!bytes) throw new AppError('NOT_FOUND', permitMessages.documentNotFound);
      return sendPermitDocument(reply, permit, bytes);
    },
  });

  app.route({
    ...endpointRoute(permitDecisionEndpoint, docs),
    ...operatorOnly({ roles: ONBOARDING, stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const body = request.body;
      const reason = body.decision === 'reject' ? body.reason : undefined;
      const permit = await app.db.transaction().execute(async (trx) => {
        const decided = (await decideOnPermit(trx, request.params.id, body.decision, reason)).permit;
        await recordAudit(
          trx,
          operatorAct(request, operator.id, {
            action: body.decision === 'approve' ? 'permit.approved' : 'permit.rejected',
            object_kind: 'permit',
            object_id: decided.id,
            ngo_id: decided.ngo_id,
            changes: {
              status: ['requested', decided.status],
              ...(reason ? { refusal_reason: [null, reason] } : {}),
            },
          }),
        );
        return decided;
      });
      app.outbox.kick();
      const [row] = await consolePermits(app.db, { status: 'all', id: permit.id }, cairoDay(new Date()));
      return ok([row!], body.decision === 'approve' ? permitMessages.approved : permitMessages.rejected);
    },
  });

  addPermitReportRoutes(
    app,
    {
      collected: operatorPermitCollectedEndpoint,
      csv: operatorPermitCsvEndpoint,
      pdf: operatorPermitPdfEndpoint,
    },
    docs,
    async (request) => {
      request.operator();
      return undefined;
    },
    operatorOnly({ roles: REPORTS }),
  );
};
