import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { payMessages } from '../messages';
import { authorisedDonation, type AuthorisedDonation } from '../payments/authorised-donation';
import { openCheckoutSession } from '../payments/open-session';
import type { PaymentDeps } from '../payments/payment-deps';
import { settlePayment } from '../payments/settle-payment';
import { readPaymentRequest } from './request-fields';

export interface PaymentRouteOptions {
  deps: PaymentDeps;
  /** where the bank sends the browser back: PAY_PUBLIC_URL/Response.aspx */
  returnUrl: (donationId: number) => string;
}

export const refuse = (reply: FastifyReply, statusCode: number, message: string) =>
  reply.code(statusCode).send({ Success: false, Message: message });

/** The donation a payment call's body names, if the body carries its payment token. */
export async function donationOfCall(deps: PaymentDeps, body: unknown): Promise<AuthorisedDonation> {
  const request = readPaymentRequest(body);
  if (!request) return { ok: false, statusCode: 400, message: payMessages.badRequest };
  return authorisedDonation(deps, request);
}

/**
 * SPEC §7 Payment host, lightbox flow: GetSessionId opens the bank session of a pending card
 * donation; Save asks the bank itself and settles the donation (the browser's word proves nothing).
 * Both act only for the browser holding the donation's payment token.
 */
export const hostedCheckoutRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (
  app,
  { deps, returnUrl },
) => {
  app.post('/api/hostedcheckout/GetSessionId', async (request, reply) => {
    const authorised = await donationOfCall(deps, request.body);
    if (!authorised.ok) return refuse(reply, authorised.statusCode, authorised.message);
    const opened = await openCheckoutSession(deps, authorised.donation, returnUrl);
    if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
    return { Success: true, Message: opened.sessionId, LightboxUrl: opened.lightboxUrl };
  });

  app.post('/api/hostedcheckout/Save', async (request, reply) => {
    const authorised = await donationOfCall(deps, request.body);
    if (!authorised.ok) return refuse(reply, authorised.statusCode, authorised.message);
    const { donation } = authorised;
    if (donation.type !== PAYMENT_TYPE.card) return refuse(reply, 400, payMessages.notCardDonation);
    const status = await settlePayment(deps, donation, { allowConfirm: true });
    return { Success: true, Status: status, Message: payMessages[status] };
  });
};
