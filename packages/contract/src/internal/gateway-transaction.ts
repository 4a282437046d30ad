import { z } from 'zod';
import { piastersNumber } from '../amount-fields';
import { defineEndpoint } from '../endpoint';
import { donationIdParams, internalEnvelope } from './payment-donation';

/**
 * What the gateway said about one of its transactions for a donation, after pay checked the
 * callback's HMAC and asked the gateway itself (the inquiry):
 * - paid: successful, neither voided nor refunded — the donation is confirmed;
 * - declined: failed — a pending donation is closed as failed;
 * - pending: a kiosk reference issued and not yet paid — its code and expiry are kept;
 * - refunded / voided: after confirmation — the donation stops counting (its totals are reversed).
 */
export const GATEWAY_OUTCOMES = ['paid', 'declined', 'pending', 'refunded', 'voided'] as const;
export type GatewayOutcome = (typeof GATEWAY_OUTCOMES)[number];

export const gatewayTransactionBody = z.object({
  /** the gateway's transaction id: the same transaction and outcome reported again changes nothing */
  transaction_id: z.string().regex(/^[0-9]{1,20}$/),
  outcome: z.enum(GATEWAY_OUTCOMES),
  amount: piastersNumber.positive(),
  currency: z.string().length(3),
  /** pending kiosk payments only */
  kiosk_reference: z
    .string()
    .regex(/^[0-9]{4,20}$/)
    .optional(),
  kiosk_expires_at: z.iso.datetime({ offset: true }).optional(),
});
export type GatewayTransactionBody = z.infer<typeof gatewayTransactionBody>;

/**
 * What the api did: confirmed / failed / reference-kept / reversed, or `unchanged` when this
 * transaction's outcome was recorded before (a replayed callback) or the donation was settled already.
 * `refund-due` (paid) and `void-due` (a kiosk reference issued): the donation's permit was revoked
 * since the donor was asked to pay (docs/decisions/026), so pay refunds or voids the transaction at the
 * gateway; a repeat answers the same until the gateway reports the refund or void.
 */
export const GATEWAY_RESULTS = [
  'confirmed',
  'failed',
  'reference-kept',
  'reversed',
  'unchanged',
  'refund-due',
  'void-due',
] as const;
export type GatewayResult = (typeof GATEWAY_RESULTS)[number];
export const gatewayTransactionResponse = internalEnvelope(z.object({ result: z.enum(GATEWAY_RESULTS) }));

/**
 * POST /api/internal/donations/:id/gateway-transaction — records the transaction by its id and acts
 * on it in one database transaction (confirmation through the one confirmInTransaction). 409 when
 * the figures differ from the donation (amount, currency) or the outcome cannot apply to it.
 */
export const gatewayTransactionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/donations/:id/gateway-transaction',
  params: donationIdParams,
  body: gatewayTransactionBody,
  response: gatewayTransactionResponse,
});
