import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { SettledStatus } from '@athar/contract/payments/save-payment';
import { DonationConflict } from '../internal-api';
import type { PaymentDeps } from './payment-deps';
import { giveBackCardPayment } from './revoked-card';

export interface SettleOptions {
  /** false when the browser's result indicator was wrong: such a return may fail, never confirm */
  allowConfirm: boolean;
  /** a session older than this with no attempt at the bank was abandoned (the reconciliation's call) */
  abandonBefore?: Date;
}

/**
 * Asks the bank about a card donation's order, server to server, and settles the donation through
 * the api: confirmed only on SUCCESS with the stored amount and currency, failed on FAILURE, left
 * pending while the bank has no final answer. Confirmation is idempotent, so repeats are harmless.
 */
export async function settlePayment(
  deps: PaymentDeps,
  donation: PaymentDonation,
  options: SettleOptions,
): Promise<SettledStatus> {
  if (donation.status === 'confirmed') return 'confirmed';
  // its charity's permit was revoked since the donor was asked to pay: never confirmed, and money
  // the bank took on a page left open is given back (docs/decisions/026)
  if (donation.permit_revoked) return settleRevoked(deps, donation);
  if (donation.status !== 'pending') return 'failed';
  if (donation.type !== PAYMENT_TYPE.card || !donation.order_id || !donation.merchant_id) return 'pending';

  const order = await deps.bank.retrieveOrder(donation.merchant_id, donation.order_id);
  const context = { donationId: donation.id, orderId: donation.order_id };
  if (!order) {
    const sessionAt = donation.payment_session_at ? new Date(donation.payment_session_at) : null;
    if (options.abandonBefore && sessionAt && sessionAt < options.abandonBefore) {
      return close(deps, donation.id, 'cancelled');
    }
    return 'pending';
  }
  deps.log.info({ ...context, result: order.result, bankStatus: order.status }, 'bank order retrieved');
  if (order.result === 'PENDING') return 'pending';
  if (order.result === 'FAILURE') return close(deps, donation.id, 'failed');

  if (order.amountPiasters !== donation.amount || order.currency !== donation.currency) {
    deps.log.error(
      { ...context, bankAmount: order.amountPiasters, bankCurrency: order.currency, amount: donation.amount },
      'bank order does not match the donation: not confirmed',
    );
    return close(deps, donation.id, 'failed');
  }
  if (!options.allowConfirm) return 'pending';
  try {
    await deps.api.confirm(donation.id, { amount: order.amountPiasters, currency: order.currency });
    return 'confirmed';
  } catch (error) {
    if (error instanceof DonationConflict) return settledElsewhere(deps, donation.id);
    throw error;
  }
}

async function close(deps: PaymentDeps, id: number, status: 'failed' | 'cancelled'): Promise<SettledStatus> {
  try {
    await deps.api.close(id, status);
    return 'failed';
  } catch (error) {
    if (error instanceof DonationConflict) return settledElsewhere(deps, id);
    throw error;
  }
}

/** Another request settled the donation first: report what it is now. */
async function settledElsewhere(deps: PaymentDeps, id: number): Promise<SettledStatus> {
  const current = await deps.api.getDonation(id);
  if (current?.status === 'confirmed') return 'confirmed';
  return current?.status === 'pending' ? 'pending' : 'failed';
}

async function settleRevoked(deps: PaymentDeps, donation: PaymentDonation): Promise<SettledStatus> {
  if (donation.type !== PAYMENT_TYPE.card || !donation.order_id || !donation.merchant_id) return 'failed';
  const order = await deps.bank.retrieveOrder(donation.merchant_id, donation.order_id);
  if (order?.result === 'PENDING') return 'pending';
  if (order) await giveBackCardPayment(deps, donation, order);
  return 'failed';
}
