import type { FastifyPluginAsync } from 'fastify';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { gatewayCheckoutEndpoint } from '@athar/contract/payments/gateway-checkout';
import { openGatewayCheckout } from '../gateway/open-intention';
import type { GatewayPaymentDeps } from '../payments/payment-deps';
import { donationOfCall, refuse } from './hosted-checkout';

/**
 * POST /api/gateway/checkout: the unified checkout of a pending wallet, kiosk or Meeza donation, for
 * the browser holding its payment token (as GetSessionId for a card).
 */
export const gatewayCheckoutRoutes: FastifyPluginAsync<{
  deps: GatewayPaymentDeps;
  payPublicUrl: string;
}> = async (app, { deps, payPublicUrl }) => {
  app.route({
    method: gatewayCheckoutEndpoint.method,
    url: gatewayCheckoutEndpoint.path,
    handler: async (request, reply) => {
      const authorised = await donationOfCall(deps, gatewayCheckoutEndpoint, request.body);
      if (!authorised.ok) return refuse(reply, authorised.statusCode, authorised.message);
      const opened = await openGatewayCheckout(deps, authorised.donation, payPublicUrl);
      if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
      return { Success: true, URL: opened.url } satisfies EndpointResponse<typeof gatewayCheckoutEndpoint>;
    },
  });
};
