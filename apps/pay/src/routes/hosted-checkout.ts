import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { payMessages } from '../messages';
import { openCheckoutSession } from '../payments/open-session';
import type { PaymentDeps } from '../payments/payment-deps';
import { settlePayment } from '../payments/settle-payment';
import { readDonationId } from './request-fields';
import { PAYMENT_TYPE } from '@athar/contract/constants';

export interface PaymentRouteOptions {
  deps: PaymentDeps;
  /** where the bank sends the browser back: PAY_PUBLIC_URL/Response.aspx */
  returnUrl: (donationId: number) => string;
}

export const refuse = (reply: FastifyReply, statusCode: number, message: string) =>
  reply.code(statusCode).send({ Success: false, Message: message });

/**
 * SPEC §7 Payment host, lightbox flow: GetSessionId opens the bank session of a pending card
 * donation; Save asks the bank itself and settles the donation (the browser's word proves nothing).
 */
export const hostedCheckoutRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (
  app,
  { deps, returnUrl },
) => {
  app.post('/api/hostedcheckout/GetSessionId', async (request, reply) => {
    const donationId = readDonationId(request.body);
    if (donationId === null) return refuse(reply, 400, payMessages.badRequest);
    const opened = await openCheckoutSession(deps, donationId, returnUrl);
    if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
    return { Success: true, Message: opened.sessionId, LightboxUrl: opened.lightboxUrl };
  });

  app.post('/api/hostedcheckout/Save', async (request, reply) => {
    const donationId = readDonationId(request.body);
    if (donationId === null) return refuse(reply, 400, payMessages.badRequest);
    const donation = await deps.api.getDonation(donationId);
    if (!donation) return refuse(reply, 404, payMessages.donationNotFound);
    if (donation.type !== PAYMENT_TYPE.card) return refuse(reply, 400, payMessages.notCardDonation);
    const status = await settlePayment(deps, donation, { allowConfirm: true });
    return { Success: true, Status: status, Message: payMessages[status] };
  });
};
