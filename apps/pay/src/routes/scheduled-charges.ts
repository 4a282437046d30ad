import type { FastifyPluginAsync } from 'fastify';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { chargeScheduledEndpoint } from '@athar/contract/internal/giving-schedule';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { requireSignedRequests } from '@athar/server-kit/signed-requests';
import type { PaymentDeps } from '../payments/payment-deps';
import { chargeScheduledNight } from '../payments/scheduled-charge';

export interface ScheduledChargeRouteOptions {
  deps: PaymentDeps;
  /** PAY_WEBHOOK_SECRET: the api signs its calls to pay with the key pay signs its calls to the api */
  secret: string;
}

/**
 * pay's one internal route, called by the api's nightly job: charge a night of a card schedule on
 * its agreement and settle it through the api (payments/scheduled-charge.ts). It must carry an
 * X-Signature made with PAY_WEBHOOK_SECRET over its method, path and exact body (server-kit
 * hmac-signature, the scheme of pay's calls to the api): 401 before anything is read otherwise.
 * A replay within the signature's tolerance is harmless: the same attempt is the same bank
 * transaction, answered again and never charged twice.
 */
export const scheduledChargeRoutes: FastifyPluginAsync<ScheduledChargeRouteOptions> = async (
  app,
  { deps, secret },
) => {
  // no ledger of used signatures here (pay keeps no database): a replay is the same bank transaction
  requireSignedRequests(app, secret, null);

  app.route({
    method: chargeScheduledEndpoint.method,
    url: chargeScheduledEndpoint.path,
    handler: async (request) => {
      const params = chargeScheduledEndpoint.params.safeParse(request.params);
      const body = chargeScheduledEndpoint.body.safeParse(request.body);
      if (!params.success || !body.success) throw new AppError('BAD_REQUEST', apiMessages.badRequest);
      const result = await chargeScheduledNight(deps, params.data.id, body.data.attempt);
      request.log.info(
        { donationId: params.data.id, attempt: body.data.attempt, ...result },
        'scheduled charge',
      );
      return { status: 1, message: '', data: [result] } satisfies EndpointResponse<
        typeof chargeScheduledEndpoint
      >;
    },
  });
};
