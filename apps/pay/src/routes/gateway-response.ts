import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { gatewayResponseEndpoint } from '@athar/contract/payments/gateway-response';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { donationIdOfReference } from '../gateway/gateway-outcome';
import {
  hmacSecretOf,
  orderOfQuery,
  paymobHmacMatches,
  paymobHmacOfQuery,
  queryText,
} from '../gateway/paymob-hmac';
import { settleGateway } from '../gateway/settle-gateway';
import type { PayRouteOptions } from '../payments/payment-deps';
import { declineReason, failedMethod } from '../payments/decline-reason';
import { failedReturnUrl, paidReturnUrl } from '../payments/return-urls';

/**
 * GET /api/gateway/response?…&hmac= — Paymob's transaction response callback: the donor's browser
 * back from the gateway. Its query must be signed with the donation's charity's HMAC secret for the
 * donation's own order; pay then asks the gateway itself (settle-gateway.ts) and redirects to the
 * campaign's return, a pending kiosk reference's receipt, or /transactionfailed saying why.
 */
export const gatewayResponseRoutes: FastifyPluginAsyncZod<PayRouteOptions> = async (
  app,
  { deps, publicUrl },
) => {
  app.route({
    ...endpointRoute(gatewayResponseEndpoint, { hide: true }),
    handler: async (request, reply) => {
      const raw = request.query as Record<string, unknown>;
      const query: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(raw)) query[key] = queryText(value);
      const donationId = donationIdOfReference(query.merchant_order_id);
      let donation: PaymentDonation | null;
      try {
        donation = donationId === null ? null : await deps.api.getDonation(donationId);
      } catch (error) {
        request.log.warn({ err: error, donationId }, 'gateway response: the api did not answer');
        return reply.redirect(failedReturnUrl(publicUrl, 'timeout'), 302);
      }
      const secret = donation ? hmacSecretOf(deps.paymobHmacSecrets, donation) : undefined;
      if (
        !donation ||
        secret === undefined ||
        !paymobHmacMatches(query.hmac ?? '', paymobHmacOfQuery(query, secret)) ||
        orderOfQuery(query) !== donation.gateway_order_id
      ) {
        request.log.warn({ donationId }, 'gateway response refused: not signed for this donation');
        return reply.redirect(failedReturnUrl(publicUrl, null), 302);
      }
      const campaign = { id: donation.campaign_id, title: donation.campaign_title };
      let now: PaymentDonation | null;
      let declinedFor: string | null = null;
      try {
        const settlement = await settleGateway(deps, donation);
        // the gateway's own answer to pay's inquiry, not the browser's query: why it refused
        declinedFor = settlement.transaction?.data?.message ?? null;
        now = await deps.api.getDonation(donation.id);
      } catch (error) {
        // the donation stays as it is: the callback or the reconciliation settles it
        request.log.warn(
          { err: error, donationId: donation.id },
          'gateway response: the gateway check failed',
        );
        return reply.redirect(failedReturnUrl(publicUrl, 'timeout', campaign), 302);
      }
      if (now?.status === 'confirmed') return reply.redirect(paidReturnUrl(publicUrl, now), 302);
      if (now?.status === 'pending' && now.type === PAYMENT_TYPE.kiosk && now.kiosk_reference) {
        const receipt = new URL(`${publicUrl}/Receipt/${now.id}`);
        receipt.searchParams.set('key', now.receipt_key);
        return reply.redirect(receipt.toString(), 302);
      }
      const reason =
        now?.status === 'pending'
          ? 'unconfirmed'
          : now?.status === 'cancelled'
            ? 'cancelled'
            : declineReason(declinedFor);
      return reply.redirect(failedReturnUrl(publicUrl, reason, campaign, failedMethod(donation.type)), 302);
    },
  });
};
