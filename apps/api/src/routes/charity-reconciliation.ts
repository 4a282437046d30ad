import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CASH_DEPOSIT_DAYS } from '@athar/contract/settlement/cash-deposits';
import {
  CHARITY_EXCEPTIONS_SHOWN,
  charityReconciliationEndpoint,
  charityReconciliationExceptionEndpoint,
} from '@athar/contract/settlement/charity-reconciliation';
import { settlementMessages } from '@athar/contract/settlement/settlement-messages';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { overdueCash } from '../db/queries/cash-deposits';
import { reconciliationByChannel } from '../db/queries/charity-reconciliation';
import { exceptionById, openExceptionsPage } from '../db/queries/settlement-imports';
import { ok } from '../lib/reply';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';

const docs = { tags: ['charity'], security: staffSecurity };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The charity's own reconciliation (docs/decisions/042), for its finance staff and admins: read-only.
 * Only the lines that were its own when their file was imported; another charity's exception is 404.
 */
export const charityReconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  requireStaffOnEveryRoute(app, 'reconciliation');

  app.route({
    ...endpointRoute(charityReconciliationEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const cutoff = new Date(app.clock.now().getTime() - CASH_DEPOSIT_DAYS * DAY_MS);
      const [channels, exceptions, overdue] = await Promise.all([
        reconciliationByChannel(app.db, staff.ngoId),
        openExceptionsPage(app.db, undefined, CHARITY_EXCEPTIONS_SHOWN, staff.ngoId),
        overdueCash(app.db, cutoff, staff.ngoId),
      ]);
      return ok([
        {
          channels,
          exceptions,
          overdue_cash: overdue.map((row) => ({
            ngo_id: Number(row.ngo_id),
            ngo_name: row.ngo_name,
            representative_id: row.representative_id === null ? null : Number(row.representative_id),
            representative_name: row.representative_name,
            donations: Number(row.donations),
            amount: Number(row.amount),
            oldest_collected_at: new Date(row.oldest).toISOString(),
          })),
        },
      ]);
    },
  });

  app.route({
    ...endpointRoute(charityReconciliationExceptionEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const exception = await exceptionById(app.db, request.params.id, staff.ngoId);
      if (!exception) throw new AppError('NOT_FOUND', settlementMessages.exceptionNotFound);
      return ok([exception]);
    },
  });
};
