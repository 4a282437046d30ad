import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { paymentTokenMatches } from '@athar/server-kit/payment-token';
import type { PaymentHostRequest } from '@athar/contract/payments/payment-host';
import { payMessages } from '../messages';
import type { PaymentDeps } from './payment-deps';

export type AuthorisedDonation =
  { ok: true; donation: PaymentDonation } | { ok: false; statusCode: number; message: string };

/**
 * The donation a payment call names, only for the browser that created it: its payment token must
 * be the donation's live one. An unknown id and a wrong token get the same answer, so ids (which are
 * sequential) tell a stranger nothing.
 */
export async function authorisedDonation(
  deps: PaymentDeps,
  request: PaymentHostRequest,
): Promise<AuthorisedDonation> {
  const donation = await deps.api.getDonation(request.donationId);
  if (!donation || !paymentTokenMatches(donation, request.paymentToken)) {
    deps.log.warn({ donationId: request.donationId }, 'payment call without the donation’s payment token');
    return { ok: false, statusCode: 403, message: payMessages.paymentNotAllowed };
  }
  return { ok: true, donation };
}
