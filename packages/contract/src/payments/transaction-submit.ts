import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { paymentHostRequest } from './payment-host';

/** `URL` is the bank's hosted payment page for the donation. */
export const transactionSubmitResponse = z.object({ Success: z.literal(true), URL: z.url() });

/** POST /api/Transaction/Submit (PRODUCT.md §7 Payment host, redirect flow). */
export const transactionSubmitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Transaction/Submit',
  body: paymentHostRequest,
  response: transactionSubmitResponse,
});
