import { z } from 'zod';
import { paymentRequestMessages as say } from './messages';

const PAYMENT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The card payment token: 32 random bytes in base64url, handed once by POST /api/donations to the
 * browser that created the donation. Only it may open or settle the donation's payment.
 */
export const paymentToken = z.string().regex(PAYMENT_TOKEN);

/** A donation id as the legacy client sends it: a JSON number or decimal digits as text. */
const donationId = z
  .union([z.number(), z.string().trim()], {
    error: (issue) => (issue.input === undefined ? say.donationIdMissing : say.donationIdMalformed),
  })
  .transform((value) => (typeof value === 'number' ? value : /^\d{1,15}$/.test(value) ? Number(value) : NaN))
  .pipe(
    z
      .number(say.donationIdMalformed)
      .int(say.donationIdMalformed)
      .positive(say.donationIdMalformed)
      .max(Number.MAX_SAFE_INTEGER, say.donationIdMalformed),
  );

/** The payment token of a payment call, refused with words that say what a client must add. */
const donationPaymentToken = z
  .string({ error: (issue) => (issue.input === undefined ? say.tokenMissing : say.tokenMalformed) })
  .regex(PAYMENT_TOKEN, say.tokenMalformed);

/**
 * What the payment host reads of the body of GetSessionId, Save and Transaction/Submit: the donation
 * and the payment token of the browser that created it. The donation as the api stores it decides
 * the amount, the charity and the merchant, so the web sends nothing else (PRODUCT.md §7's name, amount,
 * msisdn, campaignID and TransactionNumber would be dropped unread). A client that sends only those
 * is told in Arabic what it must add (paymentRequestMessages, docs/decisions/025).
 */
export const paymentHostRequest = z.object(
  { donationId, paymentToken: donationPaymentToken },
  { error: say.bodyNotObject },
);
export type PaymentHostRequest = z.infer<typeof paymentHostRequest>;

/** Every refusal of the payment host (4xx, and 502 when the bank or the api did not answer). */
export const paymentHostRefusal = z.object({ Success: z.literal(false), Message: z.string() });
export type PaymentHostRefusal = z.infer<typeof paymentHostRefusal>;
