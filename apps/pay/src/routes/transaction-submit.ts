import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { transactionSubmitEndpoint } from '@athar/contract/payments/transaction-submit';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { openSessionOfCall } from '../payments/open-session';
import type { PayRouteOptions } from '../payments/payment-deps';
import { paymentReturnUrl } from '../payments/return-urls';
import { refuse } from '../reply';

/**
 * POST /api/Transaction/Submit — PRODUCT.md §7 Payment host, redirect flow: hands the browser holding the
 * donation's payment token the bank's hosted payment page; the bank sends it back to Response.aspx
 * (payment-return.ts).
 */
export const transactionSubmitRoutes: FastifyPluginAsyncZod<PayRouteOptions> = async (
  app,
  { deps, payPublicUrl },
) => {
  app.route({
    ...endpointRoute(transactionSubmitEndpoint, { hide: true }),
    handler: async (request, reply) => {
      const opened = await openSessionOfCall(deps, request.body, (id) => paymentReturnUrl(payPublicUrl, id));
      if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
      return {
        Success: true,
        URL: opened.paymentPageUrl,
      } satisfies EndpointResponse<typeof transactionSubmitEndpoint>;
    },
  });
};
