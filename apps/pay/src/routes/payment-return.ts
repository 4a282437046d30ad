import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { paymentReturnEndpoint } from '@athar/contract/payments/payment-return';
import type { SettledStatus } from '@athar/contract/payments/save-payment';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { hashIndicator } from '../payments/open-session';
import type { PayRouteOptions } from '../payments/payment-deps';
import { failedReturnUrl, paidReturnUrl, returnOutcome } from '../payments/return-urls';
import { settlePayment } from '../payments/settle-payment';

function indicatorMatches(donation: PaymentDonation, resultIndicator: string): boolean {
  if (!resultIndicator || !donation.success_indicator_hash) return false;
  const given = Buffer.from(hashIndicator(resultIndicator), 'hex');
  const stored = Buffer.from(donation.success_indicator_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * GET /Response.aspx — PRODUCT.md §7 Payment host, redirect flow: where the bank sends the browser back
 * after Transaction/Submit's page (or the lightbox's fallback). It checks the result indicator against
 * the stored hash AND asks the bank before confirming, then redirects to the web app: the campaign's
 * return with the receipt key, or /transactionfailed saying why (payments/return-urls.ts).
 */
export const paymentReturnRoutes: FastifyPluginAsyncZod<PayRouteOptions> = async (
  app,
  { deps, publicUrl },
) => {
  app.route({
    ...endpointRoute(paymentReturnEndpoint, { hide: true }),
    handler: async (request, reply) => {
      // the schema refuses nothing: an unreadable donation id reads as none, a missing indicator as ''
      const { donationID: donationId, resultIndicator: indicator } = request.query;
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
