import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { getSessionIdEndpoint } from '@athar/contract/payments/get-session-id';
import type { PaymentHostRefusal, PaymentHostRequest } from '@athar/contract/payments/payment-host';
import { savePaymentEndpoint } from '@athar/contract/payments/save-payment';
import { payMessages } from '../messages';
import { authorisedDonation, type AuthorisedDonation } from '../payments/authorised-donation';
import { openCheckoutSession, type OpenedSession } from '../payments/open-session';
import type { PaymentDeps } from '../payments/payment-deps';
import { settlePayment } from '../payments/settle-payment';

export interface PaymentRouteOptions {
  deps: PaymentDeps;
  /** where the bank sends the browser back: PAY_PUBLIC_URL/Response.aspx */
  returnUrl: (donationId: number) => string;
}

export const refuse = (reply: FastifyReply, statusCode: number, message: string) =>
  reply.code(statusCode).send({ Success: false, Message: message } satisfies PaymentHostRefusal);

/** The donation a payment call's body names, if the body (read by the call's schema) carries its payment token. */
export async function donationOfCall(
  deps: PaymentDeps,
  endpoint: { body: z.ZodType<PaymentHostRequest> },
  body: unknown,
): Promise<AuthorisedDonation> {
  const request = endpoint.body.safeParse(body);
  if (!request.success) return { ok: false, statusCode: 400, message: payMessages.badRequest };
  return authorisedDonation(deps, request.data);
}

/** GetSessionId and Transaction/Submit alike: the bank session of the call's authorised donation. */
export async function sessionOfCall(
  options: PaymentRouteOptions,
  endpoint: { body: z.ZodType<PaymentHostRequest> },
  body: unknown,
): Promise<OpenedSession> {
  const authorised = await donationOfCall(options.deps, endpoint, body);
  if (!authorised.ok) return authorised;
  return openCheckoutSession(options.deps, authorised.donation, options.returnUrl);
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
  app.route({
    method: getSessionIdEndpoint.method,
    url: getSessionIdEndpoint.path,
    handler: async (request, reply) => {
      const opened = await sessionOfCall({ deps, returnUrl }, getSessionIdEndpoint, request.body);
      if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
      return {
        Success: true,
        Message: opened.sessionId,
        LightboxUrl: opened.lightboxUrl,
      } satisfies EndpointResponse<typeof getSessionIdEndpoint>;
    },
  });

  app.route({
    method: savePaymentEndpoint.method,
    url: savePaymentEndpoint.path,
    handler: async (request, reply) => {
      const authorised = await donationOfCall(deps, savePaymentEndpoint, request.body);
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
