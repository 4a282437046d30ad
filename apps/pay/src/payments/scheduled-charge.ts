import { PAYMENT_TYPE } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { piasters } from '@athar/contract/piasters';
import { AppError } from '@athar/server-kit/errors';
import { BankError, type AgreementPaymentResult, type BankOrder } from '../bank/gateway-client';
import { DonationConflict, InternalApiError } from '../internal-api';
import type { PaymentDeps } from './payment-deps';
import { giveBackCardPayment } from './revoked-card';

/**
 * A night of a card schedule (docs/decisions/020): the bank charges the card stored for the schedule's
 * agreement, without the donor (a merchant-initiated PAY), and the night's donation is settled
 * through the api's one confirmation path, only on the bank's own answer (the order retrieved after
 * the charge) with the stored amount and currency.
 *
 * One night is one bank order `athar-n-<donation id>`; each attempt is its transaction `<attempt>`:
 * a repeat of the same attempt (a retried call, a replayed signature) is the same transaction at the
 * bank, which answers it again and never charges twice; an order already captured is not charged
 * again whatever the attempt.
 */
export interface ChargeOutcome {
  outcome: 'confirmed' | 'declined' | 'pending';
  /** the bank's gatewayCode on a decline (DECLINED, INSUFFICIENT_FUNDS, INVALID_REQUEST, …) */
  reason: string | null;
}

export const nightOrderId = (donationId: number) => `athar-n-${donationId}`;

const pending = (reason: string | null = null): ChargeOutcome => ({ outcome: 'pending', reason });

export async function chargeScheduledNight(
  deps: PaymentDeps,
  donationId: number,
  attempt: 1 | 2,
): Promise<ChargeOutcome> {
  const charge = await deps.api.getScheduledCharge(donationId);
  if (!charge) throw new AppError('NOT_FOUND', apiMessages.donationNotFound);
  const { donation } = charge;
  if (donation.status === 'confirmed') return { outcome: 'confirmed', reason: null };
  if (donation.status !== 'pending' || donation.type !== PAYMENT_TYPE.card || !donation.merchant_id)
    throw new AppError('CONFLICT', apiMessages.donationClosed);

  const merchantId = donation.merchant_id;
  const orderId = nightOrderId(donation.id);
  const context = { donationId: donation.id, scheduleId: charge.schedule_id, orderId, attempt };
  try {
    let order = await deps.bank.retrieveOrder(merchantId, orderId);
    let paid: AgreementPaymentResult | null = null;
    if (order?.result !== 'SUCCESS') {
      paid = await deps.bank.payWithAgreement({
        merchantId,
        orderId,
        transactionId: String(attempt),
        agreementId: charge.agreement_id,
        token: charge.card_token,
        amountPiasters: piasters(donation.amount),
        currency: donation.currency,
      });
      deps.log.info(
        { ...context, result: paid.result, gatewayCode: paid.gatewayCode },
        'scheduled charge sent',
      );
      // the charge's own answer proves nothing: the order as the bank now has it decides
      order = await deps.bank.retrieveOrder(merchantId, orderId);
    }
    if (!order) {
      // the bank refused the request itself (an unknown or foreign token): nothing was charged
      return paid?.result === 'FAILURE'
        ? { outcome: 'declined', reason: paid.gatewayCode || 'DECLINED' }
        : pending();
    }
    return await settleNight(deps, { ...donation, orderId }, order, paid, context);
  } catch (error) {
    // the bank or the api did not answer: the night stays pending, the job asks again later
    if (error instanceof BankError || error instanceof InternalApiError) {
      deps.log.warn({ ...context, err: error }, 'scheduled charge: no answer');
      return pending('UNAVAILABLE');
    }
    throw error;
  }
}

async function settleNight(
  deps: PaymentDeps,
  donation: { id: number; amount: number; currency: string; orderId: string },
  order: BankOrder,
  paid: AgreementPaymentResult | null,
  context: object,
): Promise<ChargeOutcome> {
  if (order.result === 'PENDING') return pending();
  if (order.result === 'FAILURE')
    return { outcome: 'declined', reason: order.gatewayCode ?? (paid?.gatewayCode || 'DECLINED') };
  if (order.amountPiasters !== donation.amount || order.currency !== donation.currency) {
    deps.log.error(
      { ...context, bankAmount: order.amountPiasters, bankCurrency: order.currency, amount: donation.amount },
      'scheduled charge does not match the donation: not confirmed',
    );
    return pending('AMOUNT_MISMATCH');
  }
  try {
    await deps.api.confirm(donation.id, { amount: order.amountPiasters, currency: order.currency });
  } catch (error) {
    if (!(error instanceof DonationConflict)) throw error;
    // settled by another request first: say what it is now
    const current = await deps.api.getDonation(donation.id);
    if (current?.status === 'confirmed') return { outcome: 'confirmed', reason: null };
    // charged as its charity's permit was revoked: the money goes back (docs/decisions/026)
    if (current?.permit_revoked) {
      await giveBackCardPayment(deps, current, order, donation.orderId);
      return { outcome: 'declined', reason: 'PERMIT_REVOKED' };
    }
    return pending();
  }
  deps.log.info(context, 'scheduled charge confirmed');
  return { outcome: 'confirmed', reason: null };
}
