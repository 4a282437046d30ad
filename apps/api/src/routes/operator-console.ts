import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogCsvEndpoint, auditLogEndpoint } from '@athar/contract/operator/audit';
import { operatorMessages } from '@athar/contract/operator/messages';
import { operatorsEndpoint, resetFactorEndpoint, setRolesEndpoint } from '@athar/contract/operator/operators';
import { operatorOverviewEndpoint, PERMIT_WARNING_DAYS } from '@athar/contract/operator/overview';
import { AUDIT_READERS } from '@athar/contract/operator/roles';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { operatorOverview } from '../db/queries/operator-overview';
import { revokeAllOperatorSessions } from '../db/queries/operator-sessions';
import { findOperator, listOperators } from '../db/queries/operators';
import { clearFactor, operatorFactorTables } from '../db/queries/second-factor';
import { changeRoles } from '../services/operators/operator-roles';
import { cairoDay } from '../lib/cairo-time';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { operatorAct, recordAudit } from '../services/audit/audit-trail';
import { auditCsv, auditPage } from '../services/audit/audit-export';

const docs = { tags: ['operator'] };

/** The operators' console: the first screen, the audit log, the operators and their factors. */
export const operatorConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(operatorOverviewEndpoint, docs),
    ...operatorOnly(),
    handler: async (request) => {
      request.operator();
      return ok([await operatorOverview(app.db, cairoDay(app.clock.now()), PERMIT_WARNING_DAYS)]);
    },
  });

  app.route({
    ...endpointRoute(auditLogEndpoint, docs),
    ...operatorOnly({ roles: AUDIT_READERS }),
    handler: async (request) => {
      request.operator();
      const { limit, ...filter } = request.query;
      return ok([await auditPage(app.db, filter, limit)]);
    },
  });

  app.route({
    ...endpointRoute(auditLogCsvEndpoint, docs),
    ...operatorOnly({ roles: AUDIT_READERS, stepUp: true }),
    handler: async (request, reply) => {
      const operator = request.operator();
      const csv = await auditCsv(app.db, request.query);
      await recordAudit(
        app.db,
        operatorAct(request, operator.id, {
          action: 'audit.exported',
          changes: { filter: [null, request.query] },
        }),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="athar-audit-${cairoDay(new Date())}.csv"`)
        .send(csv);
    },
  });

  app.route({
    ...endpointRoute(operatorsEndpoint, docs),
    ...operatorOnly({ roles: ['admin'] }),
    handler: async (request) => {
      request.operator();
      return ok(await listOperators(app.db));
    },
  });

  app.route({
    ...endpointRoute(resetFactorEndpoint, docs),
    ...operatorOnly({ roles: ['admin'], stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const targetId = request.params.id;
      if (targetId === operator.id) throw new AppError('FORBIDDEN', operatorMessages.ownFactorReset);
      if (!(await findOperator(app.db, targetId)))
        throw new AppError('NOT_FOUND', operatorMessages.operatorNotFound);
      await app.db.transaction().execute(async (trx) => {
        await clearFactor(trx, operatorFactorTables, targetId);
        await revokeAllOperatorSessions(trx, targetId);
        await recordAudit(
          trx,
          operatorAct(request, operator.id, {
            action: 'operator.factor.reset',
            object_kind: 'operator',
            object_id: targetId,
          }),
        );
      });
      const [row] = await listOperators(app.db, { id: targetId });
      return ok([row!], operatorMessages.factorReset);
    },
  });

  app.route({
    ...endpointRoute(setRolesEndpoint, docs),
    ...operatorOnly({ roles: ['admin'], stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      await changeRoles(
        app.db,
        operatorAct(request, operator.id, { action: 'operator.roles.changed' }),
        request.params.id,
        request.body.roles,
      );
      const [row] = await listOperators(app.db, { id: request.params.id });
      return ok([row!], operatorMessages.rolesSaved);
    },
  });
};
