import { PAYMENT_TYPE, isGatewayType } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { settleGateway } from '../gateway/settle-gateway';
import type { GatewayPaymentDeps } from './payment-deps';
import { giveBackCardPayment } from './revoked-card';
import { nightOrderId } from './scheduled-charge';

export type CloseOutcome = 'closed' | 'refunded' | 'nothing-open';

/**
 * What a permit's revocation cancelled, closed where the payer could still pay it (docs/decisions/026;
 * the api's POST /api/internal/revoked-donations/:id/close): a card order the bank captured is
 * refunded; at the gateway, the transaction is reported to the api, which answers whether a payment
 * is refunded or a kiosk reference voided (settle-gateway.ts does it), and an intention nobody paid
 * yet is ended. Only a donation whose permit was revoked since it was asked, and not confirmed.
 */
export async function closeRevokedDonation(deps: GatewayPaymentDeps, id: number): Promise<CloseOutcome> {
  const donation = await deps.api.getDonation(id);
  if (!donation) throw new AppError('NOT_FOUND', apiMessages.donationNotFound);
  if (!donation.permit_revoked || donation.status === 'confirmed' || donation.status === 'refunded')
    return 'nothing-open';

  if (donation.type === PAYMENT_TYPE.card) {
    // a scheduled night's bank order is its own; a browser's, the donation's
    const orderId = donation.order_id ?? nightOrderId(donation.id);
    if (!donation.merchant_id) return 'nothing-open';
    const order = await deps.bank.retrieveOrder(donation.merchant_id, orderId);
    if (!order) return 'nothing-open';
    return (await giveBackCardPayment(deps, donation, order, orderId)) === 'refunded'
      ? 'refunded'
      : 'nothing-open';
  }

  const account = donation.paymob_account;
  if (!isGatewayType(donation.type) || !account || !donation.gateway_order_id) return 'nothing-open';
  const settled = await settleGateway(deps, donation);
  if (settled.reported)
    return settled.result === 'refund-due'
      ? 'refunded'
      : settled.result === 'void-due'
        ? 'closed'
        : 'nothing-open';
  // no transaction yet (an intention nobody paid): ended before anybody does
  if (settled.reason === 'no-transaction' && donation.gateway_client_secret)
    return (await deps.paymob.expireIntention(account, donation.gateway_client_secret))
      ? 'closed'
      : 'nothing-open';
  return 'nothing-open';
}
