import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentDonation } from '@athar/api/services/donations/payment-schemas';
import { hashIndicator, openCheckoutSession } from '../payments/open-session';
import { settlePayment } from '../payments/settle-payment';
import { donationOfCall, refuse, type PaymentRouteOptions } from './hosted-checkout';
import { readDonationId } from './request-fields';

function indicatorMatches(donation: PaymentDonation, resultIndicator: unknown): boolean {
  if (typeof resultIndicator !== 'string' || !resultIndicator || !donation.success_indicator_hash)
    return false;
  const given = Buffer.from(hashIndicator(resultIndicator), 'hex');
  const stored = Buffer.from(donation.success_indicator_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * SPEC §7 Payment host, redirect flow: Transaction/Submit hands the browser holding the donation's
 * payment token the bank's hosted payment page; the bank sends it back to Response.aspx, which checks the result indicator against
 * the stored hash AND asks the bank before confirming, then redirects to the web app.
 */
export const transactionRoutes: FastifyPluginAsync<PaymentRouteOptions & { publicUrl: string }> = async (
  app,
  { deps, returnUrl, publicUrl },
) => {
  app.post('/api/Transaction/Submit', async (request, reply) => {
    const authorised = await donationOfCall(deps, request.body);
    if (!authorised.ok) return refuse(reply, authorised.statusCode, authorised.message);
    const opened = await openCheckoutSession(deps, authorised.donation, returnUrl);
    if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
    return { Success: true, URL: opened.paymentPageUrl };
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/Response.aspx', async (request, reply) => {
    const failed = `${publicUrl}/transactionfailed`;
    const donationId = readDonationId(request.query.donationID);
    const donation = donationId === null ? null : await deps.api.getDonation(donationId);
    if (!donation) return reply.redirect(failed, 302);
    const genuine = indicatorMatches(donation, request.query.resultIndicator);
    const status = await settlePayment(deps, donation, { allowConfirm: genuine });
    if (!genuine || status !== 'confirmed') {
      request.log.info({ donationId: donation.id, genuine, status }, 'payment return not confirmed');
      return reply.redirect(failed, 302);
    }
    const target = new URL(`${publicUrl}/TransactionDonation/${donation.id}`);
    target.searchParams.set('Status', '1');
    target.searchParams.set('donationID', String(donation.id));
    target.searchParams.set('campaignName', donation.campaign_title.trim().replace(/\s+/g, '_'));
    target.searchParams.set('campaignID', String(donation.campaign_id));
    return reply.redirect(target.toString(), 302);
  });
};
