import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { charityFiguresCsvEndpoint, charityFiguresEndpoint } from '@athar/contract/figures/figures-endpoints';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { auditOrigin, recordAudit, staffAct } from '../services/audit/audit-trail';
import { figuresCsv } from '../services/figures/figures-csv';
import { figuresView } from '../services/figures/figures-view';

const docs = { tags: ['charity'], security: staffSecurity };

/**
 * The charity's own figures in its console «الأرقام» (issue 39), for its finance staff and admins: the
 * charity is the session's, so no other charity's figures can be asked for.
 */
export const charityFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  requireStaffOnEveryRoute(app, 'figures');

  app.route({
    ...endpointRoute(charityFiguresEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const { from, to, granularity } = request.query;
      return ok([await figuresView(app.db, { from, to, granularity, ngoId: staff.ngoId }, app.clock.now())]);
    },
  });

  app.route({
    ...endpointRoute(charityFiguresCsvEndpoint, { ...docs, description: 'text/csv' }, { jsonAnswer: false }),
    handler: async (request, reply) => {
      const staff = await request.requireStaff();
      const { from, to, granularity } = request.query;
      const view = await figuresView(app.db, { from, to, granularity, ngoId: staff.ngoId }, app.clock.now());
      await recordAudit(
        app.db,
        staffAct(auditOrigin(request), staff, {
          action: 'charity.figures.downloaded',
          changes: { range: [null, `${from}..${to}`], granularity: [null, granularity] },
        }),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="athar-figures-${from}-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(figuresCsv(view));
    },
  });
};
