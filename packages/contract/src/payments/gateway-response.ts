import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * GET /api/gateway/response?…&hmac= — Paymob's transaction response callback: the gateway sends the
 * donor's browser back with the transaction's signed fields in the query (PAYMOB_HMAC_FIELDS'
 * `query` names, `merchant_order_id`, `hmac`), which the payment host reads as they come. Always
 * 302: to the campaign's return with the receipt key once the gateway confirmed the payment, to the
 * receipt of a pending kiosk reference, or to /transactionfailed saying why.
 */
export const gatewayResponseEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/response',
  response: z.never(),
});
