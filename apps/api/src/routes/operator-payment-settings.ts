import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorPaymentSettingsEndpoint,
  operatorProposePaymentSettingsEndpoint,
} from '@athar/contract/charity/payment-settings';
import { paymentSettingsMessages as messages } from '@athar/contract/charity/payment-settings-messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { auditOrigin } from '../services/audit/audit-trail';
import { paymentSettingsView, proposePaymentSettings } from '../services/charity/payment-settings';

const docs = { tags: ['operator'] };
const ONBOARDING = ['onboarding', 'admin'] as const;

/**
 * A charity's payment settings seen from the console, and an operator's proposal (a fresh code): a
 * different operator approves it in the four-eyes list (`charity.payment_settings`).
 */
export const operatorPaymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(operatorPaymentSettingsEndpoint, docs),
    ...operatorOnly({ roles: ONBOARDING }),
    handler: async (request) => {
      request.operator();
      return ok([await paymentSettingsView(app.db, request.params.id)]);
    },
  });

  app.route({
    ...endpointRoute(operatorProposePaymentSettingsEndpoint, docs),
    ...operatorOnly({ roles: ONBOARDING, stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const ngoId = request.params.id;
      await proposePaymentSettings(
        app.db,
        ngoId,
        { kind: 'operator', id: operator.id, origin: auditOrigin(request) },
        request.body,
      );
      return ok([await paymentSettingsView(app.db, ngoId)], messages.proposed);
    },
  });
};
