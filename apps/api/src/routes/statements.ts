import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  yearlyStatementEndpoint,
  yearlyStatementPdfEndpoint,
} from '@athar/contract/accounts/yearly-statement';
import { cairoDay } from '../lib/cairo-time';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { statementPdf } from '../services/statements/statement-pdf';
import { yearlyStatement } from '../services/statements/yearly-statement';

const secured = { tags: ['account'], security: [{ bearer: [] }] };

/** The donor's yearly statement (docs/decisions/018): as JSON for its page, and as a PDF to keep or print. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(yearlyStatementEndpoint, secured),
    handler: async (request) => {
      const user = await request.requireUser();
      return ok([await yearlyStatement(app.db, user.id, request.query.year)]);
    },
  });

  app.route({
    ...endpointRoute(
      yearlyStatementPdfEndpoint,
      { ...secured, description: 'application/pdf: the statement of the year, A4, right to left' },
      { jsonAnswer: false },
    ),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { year } = request.query;
      const statement = await yearlyStatement(app.db, user.id, year);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="athar-statement-${year}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await statementPdf(statement, cairoDay(new Date())));
    },
  });
};
