import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { piasters } from '@athar/contract/piasters';
import type { BankOrder } from '../bank/gateway-client';
import type { PaymentDeps } from './payment-deps';

/** The one refund of an order, in whole: the same id again is the same refund at the bank. */
export const REVOKED_REFUND_ID = 'athar-refund';

/**
 * Money the bank took for a card donation whose charity's permit was revoked since its donor was
 * asked to pay (docs/decisions/026: a lightbox left open, a night charged as the permit went): the
 * api records it as owed back (cancelling the donation if it was still pending), the bank refunds
 * the whole amount, and the api records the refund. 'nothing' when the order holds no money of this
 * donation (not captured, refunded already, other figures) or the api owes nothing back. The bank
 * or the api failing throws: the next Save, return or check asks again, and repeats are the same.
 */
export async function giveBackCardPayment(
  deps: PaymentDeps,
  donation: PaymentDonation,
  order: BankOrder,
  /** the bank order: the donation's own, or a scheduled night's (`athar-n-<id>`) */
  orderId: string | null = donation.order_id,
): Promise<'refunded' | 'nothing'> {
  if (!donation.merchant_id || !orderId) return 'nothing';
  if (order.result !== 'SUCCESS' || order.refunded) return 'nothing';
  if (order.amountPiasters !== donation.amount || order.currency !== donation.currency) return 'nothing';
  const payment = {
    amount: donation.amount,
    currency: donation.currency,
    order_id: orderId,
  };
  const { refund } = await deps.api.revokedPayment(donation.id, { ...payment, returned: false });
  if (!refund) return 'nothing';
  await deps.bank.refund({
    merchantId: donation.merchant_id,
    orderId,
    transactionId: REVOKED_REFUND_ID,
    amountPiasters: piasters(donation.amount),
    currency: donation.currency,
  });
  await deps.api.revokedPayment(donation.id, { ...payment, returned: true });
  deps.log.warn({ donationId: donation.id, orderId }, 'card payment after a permit’s revocation refunded');
  return 'refunded';
}
