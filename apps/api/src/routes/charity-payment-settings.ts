import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  charityPaymentSettingsEndpoint,
  proposePaymentSettingsEndpoint,
  withdrawPaymentSettingsEndpoint,
} from '@athar/contract/charity/payment-settings';
import { paymentSettingsMessages as messages } from '@athar/contract/charity/payment-settings-messages';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { auditOrigin } from '../services/audit/audit-trail';
import {
  paymentSettingsView,
  proposePaymentSettings,
  withdrawPaymentSettings,
} from '../services/charity/payment-settings';

const docs = { tags: ['charity'], security: staffSecurity };

/**
 * The charity's payment settings, for its admins only: read them, propose a change (a fresh code;
 * applied only when an operator approves it: docs/decisions/032), withdraw the waiting proposal.
 */
export const charityPaymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireStaffOnEveryRoute(app);
  app.addHook('onRequest', async (request) => {
    const staff = await request.requireStaff();
    if (!staff.isAdmin) throw new AppError('FORBIDDEN', messages.adminOnly);
  });

  app.route({
    ...endpointRoute(charityPaymentSettingsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      return ok([await paymentSettingsView(app.db, staff.ngoId)]);
    },
  });

  app.route({
    ...endpointRoute(proposePaymentSettingsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff({ stepUp: true });
      await proposePaymentSettings(
        app.db,
        staff.ngoId,
        { kind: 'staff', id: staff.id, ngoId: staff.ngoId, origin: auditOrigin(request) },
        request.body,
      );
      return ok([await paymentSettingsView(app.db, staff.ngoId)], messages.proposed);
    },
  });

  app.route({
    ...endpointRoute(withdrawPaymentSettingsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      await withdrawPaymentSettings(
        app.db,
        { id: staff.id, ngoId: staff.ngoId, origin: auditOrigin(request) },
        request.params.id,
      );
      return ok([await paymentSettingsView(app.db, staff.ngoId)], messages.withdrawn);
    },
  });
};
