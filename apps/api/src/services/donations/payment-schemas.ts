import { z } from 'zod';
import { DONATION_STATUSES } from '@athar/contract/constants';
import { decimalNumber } from '@athar/contract/decimal';

/**
 * The api's signed internal calls (/api/internal/*), made by the payment host and the cash and
 * reconciliation scripts. Amounts are integer piasters here: nothing of this reaches a browser.
 */
const envelopeOf = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(1), message: z.string(), data: z.array(item) });

export const BANK_CURRENCY = 'EGP';

export const paymentDonation = z.object({
  id: z.number().int(),
  amount: z.number().int().describe('piasters'),
  currency: z.literal(BANK_CURRENCY),
  status: z.enum(DONATION_STATUSES),
  type: z.number().int(),
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  ngo_id: z.number().int(),
  ngo_name: z.string(),
  merchant_id: z.string().nullable(),
  merchant_name: z.string().nullable(),
  /** the bank's order id (donations.payment_ref), kept from the first session on */
  order_id: z.string().nullable(),
  payment_session_id: z.string().nullable(),
  payment_session_at: z.string().nullable(),
  /** SHA-256 hex of the bank's successIndicator */
  success_indicator_hash: z.string().nullable(),
  /** SHA-256 hex of the payment token its creating browser holds, and when the token stops working */
  payment_token_hash: z.string().nullable(),
  payment_token_expires_at: z.string().nullable(),
  /** opens the donation's receipt; Response.aspx hands it to the browser that proved the payment */
  receipt_key: z.string(),
});
export type PaymentDonation = z.infer<typeof paymentDonation>;
export const paymentDonationResponse = envelopeOf(paymentDonation);

export const pendingCashDonation = z.object({
  id: z.number().int(),
  amount: z.number().int().describe('piasters'),
  donor_name: z.string(),
  msisdn: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string().nullable(),
  campaign_title: z.string(),
  ngo_name: z.string(),
  created_at: z.string(),
});
export type PendingCashDonation = z.infer<typeof pendingCashDonation>;
export const pendingCashResponse = envelopeOf(pendingCashDonation);

export const pendingCardQuery = z.object({
  older_than_seconds: decimalNumber(z.coerce.number().int().min(0).max(31_536_000).default(60)),
  limit: decimalNumber(z.coerce.number().int().min(1).max(500).default(100)),
});
export const pendingCardResponse = envelopeOf(paymentDonation);

/** Card donations never sent to the bank, older than this, are cancelled (the reconciliation's call). */
export const cancelWithoutSessionBody = z.object({
  older_than_seconds: z.number().int().min(60).max(31_536_000),
  limit: z.number().int().min(1).max(500).default(100),
});
export const cancelWithoutSessionResponse = envelopeOf(z.object({ id: z.number().int() }));

export const donationIdParams = z.object({
  id: decimalNumber(
    z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1),
  ),
});

export const recordSessionBody = z.object({
  session_id: z.string().min(1).max(200),
  order_id: z.string().regex(/^[A-Za-z0-9._-]{1,40}$/),
  success_indicator_hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type RecordSessionBody = z.infer<typeof recordSessionBody>;

/** What pay saw at the bank; the api checks it against the stored donation once more. */
export const confirmBody = z.object({
  amount: z.number().int().positive().optional(),
  currency: z.string().optional(),
});
export const confirmResponse = envelopeOf(z.object({ outcome: z.enum(['confirmed', 'already-confirmed']) }));

export const closeBody = z.object({ status: z.enum(['failed', 'cancelled']).default('failed') });
export const closeResponse = envelopeOf(z.object({ status: z.enum(['failed', 'cancelled']) }));
