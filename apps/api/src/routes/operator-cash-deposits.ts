import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { CASH_DEPOSIT_DAYS, overdueCashDepositsEndpoint } from '@athar/contract/settlement/cash-deposits';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { overdueCash } from '../db/queries/cash-deposits';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';

const FINANCE: readonly OperatorRole[] = ['finance', 'admin'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Cash collected and not deposited after CASH_DEPOSIT_DAYS, per charity and per representative (the
 * staff member who recorded the collections), for the finance duty and admins (issue 39).
 */
export const operatorCashDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(overdueCashDepositsEndpoint, { tags: ['operator'] }),
    ...operatorOnly({ roles: FINANCE }),
    handler: async () => {
      const cutoff = new Date(app.clock.now().getTime() - CASH_DEPOSIT_DAYS * DAY_MS);
      const rows = await overdueCash(app.db, cutoff);
      return ok(
        rows.map((row) => ({
          ngo_id: Number(row.ngo_id),
          ngo_name: row.ngo_name,
          representative_id: row.representative_id === null ? null : Number(row.representative_id),
          representative_name: row.representative_name,
          donations: Number(row.donations),
          amount: Number(row.amount),
          oldest_collected_at: new Date(row.oldest).toISOString(),
        })),
      );
    },
  });
};
