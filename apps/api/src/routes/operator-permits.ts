import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import { operatorPermitsEndpoint, permitDecisionEndpoint } from '@athar/contract/operator/console-permits';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { consolePermits } from '../db/queries/console-permits';
import { cairoDay } from '../lib/cairo-time';
import { keysetSlice } from '../lib/keyset-page';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { operatorAct, recordAudit } from '../services/audit/audit-trail';
import { decideOnPermit } from '../services/charity/permits';

const docs = { tags: ['operator'] };
const ONBOARDING = ['onboarding', 'admin'] as const;

/**
 * Permits in the console: every charity's, and a decision on a charity's request (a fresh code). A
 * revocation needs a second operator: POST /api/operator/approvals with `permit.revoke`.
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

  app.route({
    ...endpointRoute(permitDecisionEndpoint, docs),
    ...operatorOnly({ roles: ONBOARDING, stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const { decision } = request.body;
      const permit = await app.db.transaction().execute(async (trx) => {
        const decided = (await decideOnPermit(trx, request.params.id, decision)).permit;
        await recordAudit(
          trx,
          operatorAct(request, operator.id, {
            action: decision === 'approve' ? 'permit.approved' : 'permit.rejected',
            object_kind: 'permit',
            object_id: decided.id,
            ngo_id: decided.ngo_id,
            changes: { status: ['requested', decided.status] },
          }),
        );
        return decided;
      });
      const [row] = await consolePermits(app.db, { status: 'all', id: permit.id }, cairoDay(new Date()));
      return ok([row!], decision === 'approve' ? permitMessages.approved : permitMessages.rejected);
    },
  });
};
