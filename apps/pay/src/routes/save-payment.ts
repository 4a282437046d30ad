import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { savePaymentEndpoint } from '@athar/contract/payments/save-payment';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { payMessages } from '../messages';
import { authorisedDonation } from '../payments/authorised-donation';
import type { PayRouteOptions } from '../payments/payment-deps';
import { settlePayment } from '../payments/settle-payment';
import { refuse } from '../reply';

/**
 * POST /api/hostedcheckout/Save — PRODUCT.md §7 Payment host, lightbox flow, after the lightbox: asks the
 * bank itself and settles the donation (the browser's word proves nothing), for the browser holding
 * the donation's payment token only.
 */
export const savePaymentRoutes: FastifyPluginAsyncZod<PayRouteOptions> = async (app, { deps }) => {
  app.route({
    ...endpointRoute(savePaymentEndpoint, { hide: true }),
    handler: async (request, reply) => {
      const authorised = await authorisedDonation(deps, request.body);
      if (!authorised.ok) return refuse(reply, authorised.statusCode, authorised.message);
      const { donation } = authorised;
      if (donation.type !== PAYMENT_TYPE.card) return refuse(reply, 400, payMessages.notCardDonation);
      const status = await settlePayment(deps, donation, { allowConfirm: true });
      return { Success: true, Status: status, Message: payMessages[status] } satisfies EndpointResponse<
        typeof savePaymentEndpoint
      >;
    },
  });
};
