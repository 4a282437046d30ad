import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { FailedMethod, ReturnFailure } from './return-urls';

/** The gateway's words for a balance too low (Paymob: «Insufficient balance», «Insufficient funds»). */
const TOO_LOW = /insufficient|not enough (balance|funds)|low balance/i;

/**
 * Why the gateway refused a payment, from its transaction's `data.message`: a balance too low is
 * worth telling apart (the donor can top up, or give less); any other refusal is a decline.
 */
export function declineReason(
  message: string | null | undefined,
): Extract<ReturnFailure, 'declined' | 'insufficient'> {
  return message && TOO_LOW.test(message) ? 'insufficient' : 'declined';
}

/** The method the failure page names, for a donation paid on the gateway's checkout; none for a kiosk code. */
export function failedMethod(type: number): FailedMethod | undefined {
  if (type === PAYMENT_TYPE.wallet) return 'wallet';
  if (type === PAYMENT_TYPE.meeza) return 'meeza';
  if (type === PAYMENT_TYPE.card) return 'card';
  return undefined;
}
