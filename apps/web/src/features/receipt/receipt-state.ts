import type { Receipt } from '@athar/contract/donations/receipt';
import { kioskPayment, type KioskPayment } from '../../lib/kiosk-reference';

/**
 * What the receipt page says of a donation with no receipt (yet):
 * - kiosk: a reference code to pay, with its expiry and how to pay it;
 * - kiosk-expired: the code was not paid in time (past its expiry, or the donation closed for it);
 * - gateway-pending: a wallet or Meeza payment the gateway has not confirmed yet;
 * - pending: waiting for the charity (cash) or the bank (card);
 * - failed, cancelled, refunded: it does not count, each for its own reason.
 */
export type NotIssuedState =
  | { kind: 'kiosk'; payment: KioskPayment }
  | { kind: 'kiosk-expired' | 'gateway-pending' | 'pending' | 'failed' | 'cancelled' | 'refunded' };

/** The channels paid on the gateway: a mobile wallet, a kiosk code, a Meeza card. */
export function isGatewayChannel(channel: Receipt['channel']): boolean {
  return channel === 'wallet' || channel === 'kiosk' || channel === 'meeza';
}

export function notIssuedState(receipt: Receipt, now: number = Date.now()): NotIssuedState {
  const kiosk = kioskPayment(receipt, now);
  if (kiosk) return kiosk.expired ? { kind: 'kiosk-expired' } : { kind: 'kiosk', payment: kiosk };
  switch (receipt.status) {
    case 'pending':
    case 'confirmed':
      return { kind: isGatewayChannel(receipt.channel) ? 'gateway-pending' : 'pending' };
    case 'cancelled':
      return { kind: receipt.channel === 'kiosk' ? 'kiosk-expired' : 'cancelled' };
    case 'failed':
    case 'refunded':
      return { kind: receipt.status };
  }
}
