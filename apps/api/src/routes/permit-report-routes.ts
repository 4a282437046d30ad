import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {
  charityPermitCollectedEndpoint,
  charityPermitCsvEndpoint,
  charityPermitPdfEndpoint,
  operatorPermitCollectedEndpoint,
  operatorPermitCsvEndpoint,
  operatorPermitPdfEndpoint,
} from '@athar/contract/charity/permit-collected';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { permitCollectedPdf } from '../services/charity/permit-collected-pdf';
import {
  permitCollected,
  permitFileName,
  permitLines,
  permitReportCsv,
  reportedPermit,
} from '../services/charity/permit-collected';

/** The three calls of one side (the charity's or the operators'): their paths differ, not their answers. */
type ReportEndpoints =
  | {
      collected: typeof charityPermitCollectedEndpoint;
      csv: typeof charityPermitCsvEndpoint;
      pdf: typeof charityPermitPdfEndpoint;
    }
  | {
      collected: typeof operatorPermitCollectedEndpoint;
      csv: typeof operatorPermitCsvEndpoint;
      pdf: typeof operatorPermitPdfEndpoint;
    };

/**
 * What was confirmed under a permit (docs/decisions/045): the totals as JSON, and the report for the
 * Ministry as CSV and PDF. `charityOf` checks who asks and answers the charity they may read (a staff
 * member's own; undefined: any, for an operator); another charity's permit is a 404.
 */
export function addPermitReportRoutes(
  app: FastifyInstance,
  endpoints: ReportEndpoints,
  docs: { tags: string[]; security?: { bearer: never[] }[] },
  charityOf: (request: FastifyRequest) => Promise<number | undefined>,
  routeOptions: Record<string, unknown> = {},
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...endpointRoute(endpoints.collected, docs),
    ...routeOptions,
    handler: async (request) => {
      const permit = await reportedPermit(app.db, request.params.id, await charityOf(request));
      return ok([await permitCollected(app.db, permit)]);
    },
  });

  typed.route({
    ...endpointRoute(endpoints.csv, { ...docs, description: 'text/csv' }, { jsonAnswer: false }),
    ...routeOptions,
    handler: async (request, reply) => {
      const permit = await reportedPermit(app.db, request.params.id, await charityOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', permitFileName(permit, 'csv'))
        .header('cache-control', 'private, no-store')
        .send(await permitReportCsv(app.db, permit));
    },
  });

  typed.route({
    ...endpointRoute(endpoints.pdf, { ...docs, description: 'application/pdf' }, { jsonAnswer: false }),
    ...routeOptions,
    handler: async (request, reply) => {
      const permit = await reportedPermit(app.db, request.params.id, await charityOf(request));
      const collected = await permitCollected(app.db, permit);
      const pdf = await permitCollectedPdf(permit, collected, permitLines(app.db, permit));
      return reply
        .type('application/pdf')
        .header('content-disposition', permitFileName(permit, 'pdf'))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
