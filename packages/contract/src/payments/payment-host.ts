import { z } from 'zod';

/**
 * The card payment token: 32 random bytes in base64url, handed once by POST /api/donations to the
 * browser that created the donation. Only it may open or settle the donation's payment.
 */
export const paymentToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A donation id as the legacy client sends it: a JSON number or decimal digits as text. */
const donationId = z
  .union([z.number(), z.string().trim()])
  .transform((value) => (typeof value === 'number' ? value : /^\d{1,15}$/.test(value) ? Number(value) : NaN))
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/**
 * What the payment host reads of POST /api/hostedcheckout/GetSessionId, /api/hostedcheckout/Save and
 * /api/Transaction/Submit (SPEC §7). The other fields the client sends (name, amount, msisdn,
 * campaignID, TransactionNumber) are ignored: the donation as the api stores it decides them.
 */
export const paymentHostRequest = z.object({ donationId, paymentToken });
export type PaymentHostRequest = z.infer<typeof paymentHostRequest>;
