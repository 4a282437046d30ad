import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { paymobProcessedCallback } from '../paymob/transaction';

/** What the payment host answers a callback it took (settled, or already settled): 200. */
export const gatewayProcessedCallbackResponse = z.object({ received: z.literal(true) });

/**
 * POST /api/gateway/callback?hmac= — Paymob's transaction processed callback, server to server. The
 * body is Paymob's (paymob/transaction.ts); `hmac` in the query signs it with the charity's HMAC
 * secret. Refusals are `{ Success: false, Message }` in Arabic: 400 not a processed callback, 401 not
 * signed for the donation's own order; 502 when the gateway or the api did not answer, which makes
 * the gateway send it again.
 */
export const gatewayProcessedCallbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gateway/callback',
  body: paymobProcessedCallback,
  response: gatewayProcessedCallbackResponse,
});
