import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** An id (a donation's, a schedule's) as the bank's return carries it: decimal digits; anything else reads as none. */
export const returnedId = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/)
  .transform(Number)
  .refine((id) => id > 0)
  .nullable()
  .catch(null);

/**
 * The bank's return to the payment host. Nothing here is refused: an unknown or malformed donation
 * still ends on the web app's /transactionfailed.
 */
/** the bank's resultIndicator; '' when it sent none (its cancel) */
export const resultIndicator = z.string().catch('');

export const paymentReturnQuery = z.object({
  donationID: returnedId,
  resultIndicator,
});
export type PaymentReturnQuery = z.infer<typeof paymentReturnQuery>;

/**
 * GET /Response.aspx — where the bank sends the browser back. It always answers 302: to the
 * campaign's return with the receipt key when the bank confirmed this browser's payment, or to
 * /transactionfailed saying why.
 */
export const paymentReturnEndpoint = defineEndpoint({
  method: 'GET',
  path: '/Response.aspx',
  query: paymentReturnQuery,
  response: z.never(),
});
