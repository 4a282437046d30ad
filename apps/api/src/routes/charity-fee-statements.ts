import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayEnter } from '@athar/contract/charity/staff-roles';
import { feeMessages } from '@athar/contract/fees/fee-messages';
import {
  charityFeeCsvEndpoint,
  charityFeeInvoiceEndpoint,
  charityFeePdfEndpoint,
  charityFeeStatementEndpoint,
  charityFeeStatementsEndpoint,
} from '@athar/contract/fees/fee-statements';
import { piastersToEgp } from '@athar/contract/money';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import {
  feeStatementById,
  feeStatementPage,
  ngoForStatement,
  statementLines,
} from '../db/queries/fee-statements';
import { donationChannel } from '../lib/donation-channel';
import { ok } from '../lib/reply';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { feeEInvoice } from '../services/fees/fee-e-invoice';
import { feeLinesCsv } from '../services/fees/fee-lines-csv';
import { feeStatementPdf } from '../services/fees/fee-statement-pdf';
import { feeStatementOut } from '../services/fees/fee-statement-out';

const docs = { tags: ['charity'], security: staffSecurity };

/**
 * A charity's service-fee statements in its console, for its finance staff and admins only: another
 * charity's statement is not found, whatever its id. Carried months are not documents: not listed.
 */
export const charityFeeStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  requireStaffOnEveryRoute(app);
  app.addHook('onRequest', async (request) => {
    const staff = await request.requireStaff();
    if (!mayEnter(staff.roles, 'fees')) throw new AppError('FORBIDDEN', feeMessages.financeOnly);
  });

  /** The charity's own issued statement or credit note, or a 404. */
  const own = async (ngoId: number, id: number) => {
    const row = await feeStatementById(app.db, id, ngoId);
    if (!row || row.status === 'carried') throw new AppError('NOT_FOUND', feeMessages.statementNotFound);
    return row;
  };
  const fileName = (number: string, extension: string) =>
    `attachment; filename="athar-fee-${number}.${extension}"`;

  app.route({
    ...endpointRoute(charityFeeStatementsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const { before, limit } = request.query;
      const rows = await feeStatementPage(app.db, before, limit + 1, staff.ngoId);
      const statements = await Promise.all(rows.slice(0, limit).map((row) => feeStatementOut(app.db, row)));
      return ok([{ statements, next_before: rows.length > limit ? statements.at(-1)!.id : null }]);
    },
  });

  app.route({
    ...endpointRoute(charityFeeStatementEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const row = await own(staff.ngoId, request.params.id);
      const { after, limit } = request.query;
      const lines = await statementLines(app.db, row.id, after, limit + 1);
      const page = lines.slice(0, limit).map((line) => ({
        donation_id: Number(line.donation_id),
        confirmed_at: new Date(line.confirmed_at).toISOString(),
        channel: donationChannel(line.type) as Exclude<ReturnType<typeof donationChannel>, 'scheduled'>,
        amount: piastersToEgp(line.amount),
      }));
      return ok([
        {
          statement: await feeStatementOut(app.db, row),
          lines: page,
          next_after: lines.length > limit ? page.at(-1)!.donation_id : null,
        },
      ]);
    },
  });

  app.route({
    ...endpointRoute(
      charityFeePdfEndpoint,
      { ...docs, description: 'application/pdf' },
      { jsonAnswer: false },
    ),
    handler: async (request, reply) => {
      const staff = await request.requireStaff();
      const row = await own(staff.ngoId, request.params.id);
      const ngo = await ngoForStatement(app.db, row.ngo_id);
      const statement = await feeStatementOut(app.db, row);
      return reply
        .type('application/pdf')
        .header('content-disposition', fileName(row.number!, 'pdf'))
        .header('cache-control', 'private, no-store')
        .send(feeStatementPdf({ ...statement, tax_number: ngo.tax_number }));
    },
  });

  app.route({
    ...endpointRoute(charityFeeCsvEndpoint, { ...docs, description: 'text/csv' }, { jsonAnswer: false }),
    handler: async (request, reply) => {
      const staff = await request.requireStaff();
      const row = await own(staff.ngoId, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', fileName(row.number!, 'csv'))
        .header('cache-control', 'private, no-store')
        .send(await feeLinesCsv(app.db, row.id));
    },
  });

  app.route({
    ...endpointRoute(
      charityFeeInvoiceEndpoint,
      { ...docs, description: 'application/json' },
      { jsonAnswer: false },
    ),
    handler: async (request, reply) => {
      const staff = await request.requireStaff();
      const row = await own(staff.ngoId, request.params.id);
      const ngo = await ngoForStatement(app.db, row.ngo_id);
      const document = feeEInvoice(
        { ...row, tax_number: ngo.tax_number, legal_name: ngo.legal_name },
        app.config,
        row.credits_number,
      );
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', fileName(row.number!, 'json'))
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(document, null, 2));
    },
  });
};
