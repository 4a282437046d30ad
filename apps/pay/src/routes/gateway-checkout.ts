import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { gatewayCheckoutEndpoint } from '@athar/contract/payments/gateway-checkout';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { openGatewayCheckout } from '../gateway/open-intention';
import { authorisedDonation } from '../payments/authorised-donation';
import type { PayRouteOptions } from '../payments/payment-deps';
import { refuse } from '../reply';

/**
 * POST /api/gateway/checkout: the unified checkout of a pending wallet, kiosk or Meeza donation, for
 * the browser holding its payment token (as GetSessionId for a card).
 */
export const gatewayCheckoutRoutes: FastifyPluginAsyncZod<PayRouteOptions> = async (
  app,
  { deps, payPublicUrl },
) => {
  app.route({
    ...endpointRoute(gatewayCheckoutEndpoint, { hide: true }),
    handler: async (request, reply) => {
      const authorised = await authorisedDonation(deps, request.body);
      if (!authorised.ok) return refuse(reply, authorised.statusCode, authorised.message);
      const opened = await openGatewayCheckout(deps, authorised.donation, payPublicUrl);
      if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
      return { Success: true, URL: opened.url } satisfies EndpointResponse<typeof gatewayCheckoutEndpoint>;
    },
  });
};
