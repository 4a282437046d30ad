import type { FastifyPluginAsync } from 'fastify';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { paymobProcessedCallback } from '@athar/contract/paymob/transaction';
import { gatewayCallbackRoute, gatewayResponseRoute } from '@athar/contract/payments/gateway-checkout';
import { donationIdOfReference } from '../gateway/gateway-outcome';
import {
  orderOfQuery,
  paymobHmacMatches,
  paymobHmacOfQuery,
  paymobHmacOfTransaction,
} from '../gateway/paymob-hmac';
import { settleGateway } from '../gateway/settle-gateway';
import { payMessages } from '../messages';
import type { GatewayPaymentDeps } from '../payments/payment-deps';
import { refuse } from './hosted-checkout';
import { failedReturnUrl, paidReturnUrl } from './payment-return';

export interface GatewayCallbackOptions {
  deps: GatewayPaymentDeps;
  publicUrl: string;
}

/** The one text of a query value (a repeated key is not a value). */
const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Paymob's two callbacks. The unsigned merchant_order_id only finds the donation; its charity's HMAC
 * secret must verify the signature, and the signed order id must be the donation's own order (a
 * genuine callback of another order re-aimed at this donation is refused). Only then does pay ask
 * the gateway itself and settle (settle-gateway.ts).
 */
export const gatewayCallbackRoutes: FastifyPluginAsync<GatewayCallbackOptions> = async (
  app,
  { deps, publicUrl },
) => {
  const secretOf = (donation: PaymentDonation) =>
    donation.paymob_account ? deps.paymobHmacSecrets.get(donation.paymob_account) : undefined;

  // POST /api/gateway/callback?hmac= — the transaction processed callback, server to server
  app.route({
    method: gatewayCallbackRoute.method,
    url: gatewayCallbackRoute.path,
    handler: async (request, reply) => {
      const body = paymobProcessedCallback.safeParse(request.body);
      if (!body.success) return refuse(reply, 400, payMessages.badRequest);
      const transaction = body.data.obj;
      const hmac = single((request.query as Record<string, unknown>).hmac) ?? '';
      const donationId = donationIdOfReference(transaction.order.merchant_order_id);
      const donation = donationId === null ? null : await deps.api.getDonation(donationId);
      const secret = donation ? secretOf(donation) : undefined;
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
      const settled = await settleGateway(deps, donation, transaction);
      request.log.info(
        { ...logged, settled: settled.reported ? settled.result : settled.reason },
        'gateway callback handled',
      );
      return { received: true };
    },
  });

  // GET /api/gateway/response?…&hmac= — the transaction response callback, the donor's browser
  app.route({
    method: gatewayResponseRoute.method,
    url: gatewayResponseRoute.path,
    handler: async (request, reply) => {
      const raw = request.query as Record<string, unknown>;
      const query: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(raw)) query[key] = single(value);
      const donationId = donationIdOfReference(query.merchant_order_id);
      let donation: PaymentDonation | null;
      try {
        donation = donationId === null ? null : await deps.api.getDonation(donationId);
      } catch (error) {
        request.log.warn({ err: error, donationId }, 'gateway response: the api did not answer');
        return reply.redirect(failedReturnUrl(publicUrl, 'timeout'), 302);
      }
      const secret = donation ? secretOf(donation) : undefined;
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
      try {
        await settleGateway(deps, donation);
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
        now?.status === 'pending' ? 'unconfirmed' : now?.status === 'cancelled' ? 'cancelled' : 'declined';
      return reply.redirect(failedReturnUrl(publicUrl, reason, campaign), 302);
    },
  });
};
