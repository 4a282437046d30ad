import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feeMessages } from '@athar/contract/fees/fee-messages';
import {
  feeCreditNoteEndpoint,
  feeDryRunEndpoint,
  feeStatementEndpoint,
  feeStatementsEndpoint,
  issueFeeStatementsEndpoint,
  markFeePaidEndpoint,
} from '@athar/contract/fees/fee-statements';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { feeStatementById, feeStatementPage } from '../db/queries/fee-statements';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { operatorAct } from '../services/audit/audit-trail';
import { dryRun } from '../services/fees/dry-run';
import { feeSettings } from '../services/fees/fee-settings';
import { feeStatementOut } from '../services/fees/fee-statement-out';
import { issueMonth } from '../services/fees/issue-month';
import { issueCreditNote, markPaid } from '../services/fees/settle-statement';

const docs = { tags: ['operator'] };
/** The service-fee statements are the finance duty's; the admins may act for it. */
const FEE_ROLES: readonly OperatorRole[] = ['finance', 'admin'];

/** The monthly service-fee statements in the operators' console (issue 39, docs/decisions/034). */
export const operatorFeeStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = async (id: number) => {
    const row = await feeStatementById(app.db, id);
    if (!row) throw new AppError('NOT_FOUND', feeMessages.statementNotFound);
    return feeStatementOut(app.db, row);
  };

  app.route({
    ...endpointRoute(feeStatementsEndpoint, docs),
    ...operatorOnly({ roles: FEE_ROLES }),
    handler: async (request) => {
      const { before, limit } = request.query;
      const rows = await feeStatementPage(app.db, before, limit + 1);
      const statements = await Promise.all(rows.slice(0, limit).map((row) => feeStatementOut(app.db, row)));
      return ok([{ statements, next_before: rows.length > limit ? statements.at(-1)!.id : null }]);
    },
  });

  app.route({
    ...endpointRoute(feeDryRunEndpoint, docs),
    ...operatorOnly({ roles: FEE_ROLES }),
    handler: async (request) => ok(await dryRun(app.db, request.query.month, feeSettings(app.config))),
  });

  app.route({
    ...endpointRoute(issueFeeStatementsEndpoint, docs),
    ...operatorOnly({ roles: FEE_ROLES, stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const result = await issueMonth(
        app.db,
        request.body.month,
        app.clock.now(),
        feeSettings(app.config),
        (act) => operatorAct(request, operator.id, act),
      );
      return ok([result], feeMessages.issued);
    },
  });

  app.route({
    ...endpointRoute(feeStatementEndpoint, docs),
    ...operatorOnly({ roles: FEE_ROLES }),
    handler: async (request) => ok([await one(request.params.id)]),
  });

  app.route({
    ...endpointRoute(markFeePaidEndpoint, docs),
    ...operatorOnly({ roles: FEE_ROLES }),
    handler: async (request) => {
      const { id } = request.params;
      await markPaid(app.db, request, request.operator().id, id, request.body, app.clock.now());
      return ok([await one(id)], feeMessages.paid);
    },
  });

  app.route({
    ...endpointRoute(feeCreditNoteEndpoint, docs),
    ...operatorOnly({ roles: FEE_ROLES, stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const noteId = await issueCreditNote(
        app.db,
        request,
        operator.id,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return ok([await one(noteId)], feeMessages.creditIssued);
    },
  });
};
