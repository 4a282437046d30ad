import { BANK_CURRENCY, type PaymentDonation } from '@athar/contract/internal/payment-donation';
import type {
  GatewayOutcome,
  GatewayResult,
  GatewayTransactionBody,
} from '@athar/contract/internal/gateway-transaction';
import type { PaymobTransaction } from '@athar/contract/paymob/transaction';
import { DonationConflict } from '../internal-api';
import type { GatewayPaymentDeps } from '../payments/payment-deps';
import { gatewayOutcome, gatewayReference, kioskReferenceOf } from './gateway-outcome';

export type GatewaySettlement =
  /** the api was told the outcome and did `result` */
  | { reported: true; outcome: GatewayOutcome; result: GatewayResult; transaction: PaymobTransaction }
  /**
   * nothing reported: no order yet, no transaction at the gateway, a wallet or card still awaiting
   * its answer, figures that do not match the donation, or an inquiry disagreeing with the callback
   */
  | {
      reported: false;
      reason: 'no-order' | 'no-transaction' | 'awaiting' | 'mismatch' | 'disagrees';
      transaction: PaymobTransaction | null;
    };

/**
 * The one path that settles a wallet, kiosk or Meeza donation (the processed callback, the browser's
 * return and the reconciliation alike): asks the gateway about the donation's order, server to
 * server, and acts only on that answer. It must be this donation's order with its amount in EGP; a
 * callback's transaction, when given, must be the same one with the same outcome. The api records
 * each (transaction, outcome) once, so repeats change nothing. Throws when the gateway or the api
 * does not answer (GatewayError, InternalApiError).
 */
export async function settleGateway(
  deps: GatewayPaymentDeps,
  donation: PaymentDonation,
  callback?: PaymobTransaction,
): Promise<GatewaySettlement> {
  const account = donation.paymob_account;
  if (!account || !donation.gateway_order_id)
    return { reported: false, reason: 'no-order', transaction: null };
  const context = { donationId: donation.id, gatewayOrderId: donation.gateway_order_id };

  const transaction = await deps.paymob.inquire(account, {
    merchant_order_id: gatewayReference(donation.id),
  });
  if (!transaction) return { reported: false, reason: 'no-transaction', transaction: null };
  const outcome = gatewayOutcome(transaction);
  const facts = { ...context, transactionId: transaction.id, outcome };

  if (
    String(transaction.order.id) !== donation.gateway_order_id ||
    transaction.currency !== BANK_CURRENCY ||
    transaction.amount_cents !== donation.amount
  ) {
    deps.log.error(
      {
        ...facts,
        transactionOrderId: transaction.order.id,
        transactionAmount: transaction.amount_cents,
        transactionCurrency: transaction.currency,
        amount: donation.amount,
      },
      'gateway transaction does not match the donation: not settled',
    );
    return { reported: false, reason: 'mismatch', transaction };
  }

  // A refund or void may reach us as a child transaction of the payment (Paymob's own refunds):
  // the inquiry of the order, not the child, then says what the payment is now.
  if (callback && !callback.has_parent_transaction) {
    const claimed = gatewayOutcome(callback);
    if (
      callback.id !== transaction.id ||
      claimed !== outcome ||
      callback.amount_cents !== transaction.amount_cents ||
      callback.currency !== transaction.currency
    ) {
      deps.log.warn(
        {
          ...facts,
          callbackTransactionId: callback.id,
          callbackOutcome: claimed,
          callbackAmount: callback.amount_cents,
        },
        'gateway inquiry disagrees with the callback: left for the reconciliation',
      );
      return { reported: false, reason: 'disagrees', transaction };
    }
  }

  const body: GatewayTransactionBody = {
    transaction_id: String(transaction.id),
    outcome,
    amount: donation.amount,
    currency: transaction.currency,
  };
  if (outcome === 'pending') {
    const kiosk = kioskReferenceOf(transaction);
    // a wallet or card awaiting its answer: nothing to record until it comes
    if (!kiosk) return { reported: false, reason: 'awaiting', transaction };
    Object.assign(body, kiosk);
  }

  try {
    const result = await deps.api.gatewayTransaction(donation.id, body);
    deps.log.info({ ...facts, result }, 'gateway transaction reported');
    await giveBackIfDue(deps, account, transaction, result, facts);
    return { reported: true, outcome, result, transaction };
  } catch (error) {
    if (!(error instanceof DonationConflict)) throw error;
    deps.log.warn(facts, 'the api refused the gateway transaction for this donation');
    return { reported: true, outcome, result: 'unchanged', transaction };
  }
}

/**
 * The api refused money (or an open kiosk reference) for a donation whose charity's permit was revoked
 * since its donor was asked to pay (docs/decisions/026): the gateway gives the money back (a void, else
 * a refund) or voids the reference. A failure throws, so the callback is sent again (or the next
 * check asks again) and the api answers the same result until the gateway reports the reversal.
 */
async function giveBackIfDue(
  deps: GatewayPaymentDeps,
  account: string,
  transaction: PaymobTransaction,
  result: GatewayResult,
  facts: object,
): Promise<void> {
  if (result === 'refund-due') await deps.paymob.reverse(account, transaction);
  else if (result === 'void-due') await deps.paymob.voidReference(account, transaction.id);
  else return;
  deps.log.warn({ ...facts, result }, 'gateway payment after a permit’s revocation given back');
}
