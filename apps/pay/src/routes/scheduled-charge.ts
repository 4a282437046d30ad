import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { chargeScheduledEndpoint } from '@athar/contract/internal/giving-schedule';
import { apiMessages } from '@athar/contract/messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { AppError } from '@athar/server-kit/errors';
import { requireSignedRequests } from '@athar/server-kit/signed-requests';
import type { PayRouteOptions } from '../payments/payment-deps';
import { chargeScheduledNight } from '../payments/scheduled-charge';

export interface ScheduledChargeRouteOptions extends PayRouteOptions {
  /** PAY_WEBHOOK_SECRET: the api signs its calls to pay with the key pay signs its calls to the api */
  secret: string;
}

/**
 * POST /api/internal/scheduled-charges/:id — pay's one internal route, called by the api's nightly
 * job: charge a night of a card schedule on its agreement and settle it through the api
 * (payments/scheduled-charge.ts). It must carry an X-Signature made with PAY_WEBHOOK_SECRET over its
 * method, path and exact body (server-kit hmac-signature, the scheme of pay's calls to the api): 401
 * before anything is read otherwise. A replay within the signature's tolerance is harmless: the same
 * attempt is the same bank transaction, answered again and never charged twice.
 */
export const scheduledChargeRoutes: FastifyPluginAsyncZod<ScheduledChargeRouteOptions> = async (
  app,
  { deps, secret },
) => {
  // no ledger of used signatures here (pay keeps no database): a replay is the same bank transaction
  requireSignedRequests(app, secret, null);

  app.route({
    ...endpointRoute(chargeScheduledEndpoint, { hide: true }),
    // a malformed call is refused with the envelope's one message, without a form's field errors
    attachValidation: true,
    handler: async (request) => {
      if (request.validationError) throw new AppError('BAD_REQUEST', apiMessages.badRequest);
      const { id: donationId } = request.params;
      const { attempt } = request.body;
      const result = await chargeScheduledNight(deps, donationId, attempt);
      request.log.info({ donationId, attempt, ...result }, 'scheduled charge');
      return { status: 1, message: '', data: [result] } satisfies EndpointResponse<
        typeof chargeScheduledEndpoint
      >;
    },
  });
};
