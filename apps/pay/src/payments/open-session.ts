import { createHash, randomBytes } from 'node:crypto';
import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { PaymentHostRequest } from '@athar/contract/payments/payment-host';
import { payMessages } from '../messages';
import { authorisedDonation } from './authorised-donation';
import { settlePayment } from './settle-payment';
import type { PaymentDeps } from './payment-deps';
import { piasters } from '@athar/contract/piasters';

export type OpenedSession =
  | { ok: true; sessionId: string; lightboxUrl: string; paymentPageUrl: string }
  | { ok: false; statusCode: number; message: string };

/** interaction.merchant.name: at most 40 characters at the gateway (Mastercard Gateway INITIATE_CHECKOUT). */
const MERCHANT_NAME_MAX = 40;

const refuse = (statusCode: number, message: string): OpenedSession => ({ ok: false, statusCode, message });

export const hashIndicator = (indicator: string) => createHash('sha256').update(indicator).digest('hex');

/**
 * Opens a bank checkout session for a pending card donation (already checked to be the caller's).
 * Amount, charity and merchant come from the donation as the api stores it, never from the browser. One donation is one order at the bank:
 * a new session is opened only while that order has no payment attempt, so nobody pays twice.
 */
export async function openCheckoutSession(
  deps: PaymentDeps,
  donation: PaymentDonation,
  returnUrl: (donationId: number) => string,
): Promise<OpenedSession> {
  if (donation.type !== PAYMENT_TYPE.card) return refuse(400, payMessages.notCardDonation);
  if (!donation.merchant_id || !donation.merchant_name) return refuse(400, payMessages.noCardPayments);
  if (donation.status === 'confirmed') return refuse(409, payMessages.alreadyPaid);
  if (donation.status !== 'pending') return refuse(409, payMessages.donationClosed);

  if (donation.order_id) {
    const earlier = await deps.bank.retrieveOrder(donation.merchant_id, donation.order_id);
    if (earlier) {
      const settled = await settlePayment(deps, donation, { allowConfirm: true });
      if (settled === 'confirmed') return refuse(409, payMessages.alreadyPaid);
      return refuse(409, settled === 'pending' ? payMessages.paymentInProgress : payMessages.donationClosed);
    }
  }

  // a new session is a new payment: none while the charity has no fundraising permit in force today
  // (an attempt already at the bank was settled above)
  if (donation.donations_paused) return refuse(409, payMessages.donationsPaused);

  const orderId = donation.order_id ?? `athar-${donation.id}-${randomBytes(4).toString('hex')}`;
  // The name the donor reads on the bank's page: the charity as they know it from the campaign (its
  // Arabic name), not the Latin name the bank registered the account under. The gateway takes 40.
  const merchantName = donation.ngo_name.trim().slice(0, MERCHANT_NAME_MAX) || donation.merchant_name;
  const session = await deps.bank.initiateCheckout({
    merchantId: donation.merchant_id,
    merchantName,
    orderId,
    amountPiasters: piasters(donation.amount),
    currency: donation.currency,
    description: `تبرع ${donation.id} — ${donation.campaign_title}`.slice(0, 127),
    returnUrl: returnUrl(donation.id),
  });
  await deps.api.recordSession(donation.id, {
    session_id: session.sessionId,
    order_id: orderId,
    success_indicator_hash: hashIndicator(session.successIndicator),
  });
  deps.log.info({ donationId: donation.id, orderId }, 'bank checkout session opened');
  return {
    ok: true,
    sessionId: session.sessionId,
    lightboxUrl: deps.bank.lightboxUrl(session.sessionId),
    paymentPageUrl: deps.bank.paymentPageUrl(session.sessionId),
  };
}

/**
 * GetSessionId and Transaction/Submit alike: the bank session of the donation a call names, for the
 * browser holding its payment token only.
 */
export async function openSessionOfCall(
  deps: PaymentDeps,
  call: PaymentHostRequest,
  returnUrl: (donationId: number) => string,
): Promise<OpenedSession> {
  const authorised = await authorisedDonation(deps, call);
  if (!authorised.ok) return authorised;
  return openCheckoutSession(deps, authorised.donation, returnUrl);
}
