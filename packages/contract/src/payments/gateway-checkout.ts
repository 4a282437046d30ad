import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { paymentHostRequest } from './payment-host';

/** `URL` is the gateway's unified checkout for the donation's method (wallet, kiosk or Meeza). */
export const gatewayCheckoutResponse = z.object({ Success: z.literal(true), URL: z.url() });

/**
 * POST /api/gateway/checkout — opens (or reopens) the gateway intention of a pending wallet, kiosk or
 * Meeza donation for the browser holding its payment token; the browser goes to `URL`.
 */
export const gatewayCheckoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gateway/checkout',
  body: paymentHostRequest,
  response: gatewayCheckoutResponse,
});

/*
 * The gateway's two callbacks to the payment host have their own files: the transaction processed
 * callback (gateway-processed-callback.ts) and the transaction response callback (gateway-response.ts).
 */
