import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { EndpointResponse } from '@athar/contract/endpoint';
import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { paymentReturnEndpoint } from '@athar/contract/payments/payment-return';
import type { SettledStatus } from '@athar/contract/payments/save-payment';
import { transactionSubmitEndpoint } from '@athar/contract/payments/transaction-submit';
import { hashIndicator } from '../payments/open-session';
import { settlePayment } from '../payments/settle-payment';
import { refuse, sessionOfCall, type PaymentRouteOptions } from './hosted-checkout';
import { failedReturnUrl, paidReturnUrl, returnOutcome } from './payment-return';

function indicatorMatches(donation: PaymentDonation, resultIndicator: string): boolean {
  if (!resultIndicator || !donation.success_indicator_hash) return false;
  const given = Buffer.from(hashIndicator(resultIndicator), 'hex');
  const stored = Buffer.from(donation.success_indicator_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * SPEC §7 Payment host, redirect flow: Transaction/Submit hands the browser holding the donation's
 * payment token the bank's hosted payment page; the bank sends it back to Response.aspx, which checks the result indicator against
 * the stored hash AND asks the bank before confirming, then redirects to the web app: the campaign's
 * return with the receipt key, or /transactionfailed saying why (payment-return.ts).
 */
export const transactionRoutes: FastifyPluginAsync<PaymentRouteOptions & { publicUrl: string }> = async (
  app,
  { deps, returnUrl, publicUrl },
) => {
  app.route({
    method: transactionSubmitEndpoint.method,
    url: transactionSubmitEndpoint.path,
    handler: async (request, reply) => {
      const opened = await sessionOfCall({ deps, returnUrl }, transactionSubmitEndpoint, request.body);
      if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
      return {
        Success: true,
        URL: opened.paymentPageUrl,
      } satisfies EndpointResponse<typeof transactionSubmitEndpoint>;
    },
  });

  app.route({
    method: paymentReturnEndpoint.method,
    url: paymentReturnEndpoint.path,
    handler: async (request, reply) => {
      // the schema refuses nothing: an unreadable donation id reads as none, a missing indicator as ''
      const { donationID: donationId, resultIndicator: indicator } = paymentReturnEndpoint.query.parse(
        request.query,
      );
      let donation: PaymentDonation | null = null;
      try {
        donation = donationId === null ? null : await deps.api.getDonation(donationId);
      } catch (error) {
        request.log.warn({ err: error, donationId }, 'payment return: the api did not answer');
        return reply.redirect(failedReturnUrl(publicUrl, 'timeout'), 302);
      }
      if (!donation) return reply.redirect(failedReturnUrl(publicUrl, null), 302);
      const genuine = indicatorMatches(donation, indicator);
      let settled: SettledStatus | null = null;
      try {
        settled = await settlePayment(deps, donation, { allowConfirm: genuine });
      } catch (error) {
        // the donation stays pending: the reconciliation asks the bank again
        request.log.warn({ err: error, donationId: donation.id }, 'payment return: the bank check failed');
      }
      const outcome = returnOutcome({
        indicatorGiven: indicator !== '',
        genuine,
        statusBefore: donation.status,
        settled,
      });
      const campaign = { id: donation.campaign_id, title: donation.campaign_title };
      if (outcome !== 'paid') {
        request.log.info(
          { donationId: donation.id, genuine, settled, outcome },
          'payment return not confirmed',
        );
        return reply.redirect(failedReturnUrl(publicUrl, outcome, campaign), 302);
      }
      return reply.redirect(paidReturnUrl(publicUrl, donation), 302);
    },
  });
};
