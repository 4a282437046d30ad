import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { gatewayProcessedCallbackEndpoint } from '@athar/contract/payments/gateway-processed-callback';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { donationIdOfReference } from '../gateway/gateway-outcome';
import { hmacSecretOf, paymobHmacMatches, paymobHmacOfTransaction, queryText } from '../gateway/paymob-hmac';
import { settleGateway, type GatewaySettlement } from '../gateway/settle-gateway';
import { singleFlight } from '../gateway/single-flight';
import { payMessages } from '../messages';
import type { PayRouteOptions } from '../payments/payment-deps';
import { refuse } from '../reply';

/**
 * POST /api/gateway/callback?hmac= — Paymob's transaction processed callback, server to server. The
 * unsigned merchant_order_id only finds the donation; its charity's HMAC secret must verify the
 * signature, and the signed order id must be the donation's own order (a genuine callback of another
 * order re-aimed at this donation is refused). Only then does pay ask the gateway itself and settle
 * (settle-gateway.ts).
 */
export const gatewayProcessedCallbackRoutes: FastifyPluginAsyncZod<PayRouteOptions> = async (
  app,
  { deps },
) => {
  const settleOnce = singleFlight<GatewaySettlement>();
  app.route({
    ...endpointRoute(gatewayProcessedCallbackEndpoint, { hide: true }),
    handler: async (request, reply) => {
      const transaction = request.body.obj;
      const hmac = queryText((request.query as Record<string, unknown>).hmac) ?? '';
      const donationId = donationIdOfReference(transaction.order.merchant_order_id);
      const donation = donationId === null ? null : await deps.api.getDonation(donationId);
      const secret = donation ? hmacSecretOf(deps.paymobHmacSecrets, donation) : undefined;
      const logged = { donationId, transactionId: transaction.id, gatewayOrderId: transaction.order.id };
      if (
        !donation ||
        secret === undefined ||
        !paymobHmacMatches(hmac, paymobHmacOfTransaction(transaction, secret))
      ) {
        request.log.warn(logged, 'gateway callback refused: not signed for this donation');
        return refuse(reply, 401, payMessages.paymentNotAllowed);
      }
      if (String(transaction.order.id) !== donation.gateway_order_id) {
        request.log.warn(logged, 'gateway callback refused: signed for another order');
        return refuse(reply, 401, payMessages.paymentNotAllowed);
      }
      // a gateway or api failure throws: the 502 makes the gateway send the callback again
      // the same signed callback arriving many times at once is settled once, for all of them
      const settled = await settleOnce(`${donation.id}:${transaction.id}:${hmac}`, () =>
        settleGateway(deps, donation, transaction),
      );
      request.log.info(
        { ...logged, settled: settled.reported ? settled.result : settled.reason },
        'gateway callback handled',
      );
      return { received: true } satisfies EndpointResponse<typeof gatewayProcessedCallbackEndpoint>;
    },
  });
};
