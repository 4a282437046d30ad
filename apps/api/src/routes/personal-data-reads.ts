import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentRegisterEndpoint } from '@athar/contract/operator/consent-register';
import { DATA_PROTECTION_READERS } from '@athar/contract/operator/roles';
import { userLookupEndpoint } from '@athar/contract/operator/user-lookup';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { consentRegisterPage } from '../db/queries/consent-register';
import { lookUpUsers } from '../db/queries/user-lookup';
import { keysetSlice } from '../lib/keyset-page';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { operatorAct, recordAudit } from '../services/audit/audit-trail';

const docs = { tags: ['operator'] };
const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** Reads of personal data by the data-protection duty and the admins, each one audited. */
export const personalDataReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(consentRegisterEndpoint, docs),
    ...operatorOnly({ roles: DATA_PROTECTION_READERS }),
    handler: async (request) => {
      const operator = request.operator();
      const { limit, ...filter } = request.query;
      const rows = await consentRegisterPage(app.db, filter, limit + 1);
      const { page: consents, next_before } = keysetSlice(
        rows.map((row) => ({
          ...row,
          id: Number(row.id),
          subject_id: Number(row.subject_id),
          given_at: new Date(row.given_at).toISOString(),
        })),
        limit,
      );
      await recordAudit(
        app.db,
        operatorAct(request, operator.id, { action: 'consents.viewed', changes: { filter: [null, filter] } }),
      );
      return ok([{ consents, next_before }]);
    },
  });

  app.route({
    ...endpointRoute(userLookupEndpoint, docs),
    ...operatorOnly({ roles: DATA_PROTECTION_READERS, stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const rows = await lookUpUsers(app.db, request.body);
      // the log says which field was searched and which accounts were shown, never the address itself
      await recordAudit(
        app.db,
        operatorAct(request, operator.id, {
          action: 'user.looked_up',
          object_kind: 'user',
          object_id: rows.length === 1 ? rows[0]!.id : null,
          changes: {
            by: [null, request.body.email !== undefined ? 'email' : 'phone'],
            found: [null, rows.map((row) => Number(row.id))],
          },
        }),
      );
      return ok(
        rows.map((row) => ({
          ...row,
          id: Number(row.id),
          verified_at: iso(row.verified_at),
          created_at: new Date(row.created_at).toISOString(),
          total_donations: Number(row.total_donations),
          total_campaigns: Number(row.total_campaigns),
          total_consents: Number(row.total_consents),
        })),
      );
    },
  });
};
