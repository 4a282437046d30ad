import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorFiguresCsvEndpoint,
  operatorFiguresEndpoint,
} from '@athar/contract/figures/figures-endpoints';
import { figuresMessages as messages } from '@athar/contract/figures/figures-messages';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { charityExists } from '../db/queries/figures-read';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { operatorAct, recordAudit } from '../services/audit/audit-trail';
import { figuresCsv } from '../services/figures/figures-csv';
import { figuresView } from '../services/figures/figures-view';

const docs = { tags: ['operator'] };
/** The figures are the finance duty's; the admins read them too. */
const FINANCE: readonly OperatorRole[] = ['finance', 'admin'];

/** Every charity's figures, or one's, in the operators' console «الأرقام» (issue 39, docs/decisions/041). */
export const operatorFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  const rangeOf = async (query: {
    from: string;
    to: string;
    granularity: 'day' | 'month';
    ngo_id?: number;
  }) => {
    if (query.ngo_id !== undefined && !(await charityExists(app.db, query.ngo_id)))
      throw new AppError('NOT_FOUND', messages.charityNotFound);
    return { from: query.from, to: query.to, granularity: query.granularity, ngoId: query.ngo_id };
  };

  app.route({
    ...endpointRoute(operatorFiguresEndpoint, docs),
    ...operatorOnly({ roles: FINANCE }),
    handler: async (request) =>
      ok([await figuresView(app.db, await rangeOf(request.query), app.clock.now())]),
  });

  app.route({
    ...endpointRoute(operatorFiguresCsvEndpoint, { ...docs, description: 'text/csv' }, { jsonAnswer: false }),
    ...operatorOnly({ roles: FINANCE }),
    handler: async (request, reply) => {
      const operator = request.operator();
      const range = await rangeOf(request.query);
      const csv = figuresCsv(await figuresView(app.db, range, app.clock.now()));
      // figures leave the console: who took which, in the log
      await recordAudit(
        app.db,
        operatorAct(request, operator.id, {
          action: 'figures.downloaded',
          object_kind: range.ngoId === undefined ? null : 'ngo',
          object_id: range.ngoId ?? null,
          changes: { range: [null, `${range.from}..${range.to}`], granularity: [null, range.granularity] },
        }),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="athar-figures-${range.from}-${range.to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
};
