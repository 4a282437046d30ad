import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { gatewayCheckoutEndpoint } from '@athar/contract/payments/gateway-checkout';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { clientLimiter } from '../client-limit';
import { openGatewayCheckout } from '../gateway/open-intention';
import { authorisedDonation } from '../payments/authorised-donation';
import type { PayRouteOptions } from '../payments/payment-deps';
import { payMessages } from '../messages';
import { refuse } from '../reply';

/**
 * Checkouts opened per client address: each opens a real payment at the gateway (and a kiosk code
 * mailed to the donor), so a script must not open them by the hundred; a family or a carrier's
 * shared address opening a few each, or reopening one after a slow network, stays below: as many
 * as the api takes new donations from one address (docs/decisions/026).
 */
export const CHECKOUTS_PER_CLIENT = { max: 60, windowMs: 10 * 60_000 } as const;

/**
 * POST /api/gateway/checkout: the unified checkout of a pending wallet, kiosk or Meeza donation, for
 * the browser holding its payment token (as GetSessionId for a card). Limited per client address.
 */
export const gatewayCheckoutRoutes: FastifyPluginAsyncZod<PayRouteOptions> = async (
  app,
  { deps, payPublicUrl },
) => {
  const perClient = clientLimiter(CHECKOUTS_PER_CLIENT);
  app.route({
    ...endpointRoute(gatewayCheckoutEndpoint, { hide: true }),
    handler: async (request, reply) => {
      if (!perClient.take(request.ip)) {
        request.log.warn({ donationId: request.body.donationId }, 'gateway checkout refused: too many');
        return refuse(reply, 429, payMessages.tooManyCheckouts);
      }
      const authorised = await authorisedDonation(deps, request.body);
      if (!authorised.ok) return refuse(reply, authorised.statusCode, authorised.message);
      const opened = await openGatewayCheckout(deps, authorised.donation, payPublicUrl);
      if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
      return { Success: true, URL: opened.url } satisfies EndpointResponse<typeof gatewayCheckoutEndpoint>;
    },
  });
};
