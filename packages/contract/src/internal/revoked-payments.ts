import { z } from 'zod';
import { piastersNumber } from '../amount-fields';
import { defineEndpoint } from '../endpoint';
import { donationIdParams, internalEnvelope } from './payment-donation';

/**
 * A fundraising permit's revocation and the payments it catches (docs/decisions/026): the donations it
 * cancelled are closed at the gateway, and money a bank or the gateway takes for them afterwards is
 * given back, each step recorded on the donation as an event.
 */

/**
 * POST /api/internal/revoked-donations/:id/close — on the payment host, called by the api (signed with
 * PAY_WEBHOOK_SECRET) for each donation a revocation cancelled: an unpaid gateway intention is expired,
 * an open kiosk reference voided, a payment the gateway or the bank took already given back.
 * `closed`: something was open and is closed now; `refunded`: money had been taken and is returned;
 * `nothing-open`: nothing was left to close.
 */
export const closeRevokedEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/revoked-donations/:id/close',
  params: donationIdParams,
  response: internalEnvelope(z.object({ outcome: z.enum(['closed', 'refunded', 'nothing-open']) })),
});

/**
 * POST /api/internal/donations/:id/revoked-payment — on the api, by the payment host: the bank took
 * money for a card donation whose permit was revoked since the donor was asked (its order said
 * SUCCESS): `returned` false records it as `refund_due` (and cancels the donation if it was still
 * pending) and answers whether pay must refund it; true records the bank's refund. 409 when the
 * donation's permit still stands (it is confirmed the ordinary way) or it is confirmed.
 */
export const revokedPaymentBody = z.object({
  amount: piastersNumber.positive(),
  currency: z.string().length(3),
  /** the bank's order id */
  order_id: z.string().min(1).max(100),
  returned: z.boolean(),
});
export type RevokedPaymentBody = z.infer<typeof revokedPaymentBody>;

export const revokedPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/donations/:id/revoked-payment',
  params: donationIdParams,
  body: revokedPaymentBody,
  response: internalEnvelope(z.object({ refund: z.boolean() })),
});
