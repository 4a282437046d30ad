import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { getSessionIdEndpoint } from '@athar/contract/payments/get-session-id';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { openSessionOfCall } from '../payments/open-session';
import type { PayRouteOptions } from '../payments/payment-deps';
import { paymentReturnUrl } from '../payments/return-urls';
import { refuse } from '../reply';

/**
 * POST /api/hostedcheckout/GetSessionId — PRODUCT.md §7 Payment host, lightbox flow: opens the bank session
 * of a pending card donation for the browser holding its payment token (then Save, save-payment.ts).
 */
export const getSessionIdRoutes: FastifyPluginAsyncZod<PayRouteOptions> = async (
  app,
  { deps, payPublicUrl },
) => {
  app.route({
    ...endpointRoute(getSessionIdEndpoint, { hide: true }),
    handler: async (request, reply) => {
      const opened = await openSessionOfCall(deps, request.body, (id) => paymentReturnUrl(payPublicUrl, id));
      if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
      return {
        Success: true,
        Message: opened.sessionId,
        LightboxUrl: opened.lightboxUrl,
      } satisfies EndpointResponse<typeof getSessionIdEndpoint>;
    },
  });
};
