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

/** POST /api/gateway/callback?hmac= — Paymob's transaction processed callback (server to server). */
export const gatewayCallbackRoute = { method: 'POST', path: '/api/gateway/callback' } as const;
/** GET /api/gateway/response?…&hmac= — Paymob's transaction response callback (the donor's browser). */
export const gatewayResponseRoute = { method: 'GET', path: '/api/gateway/response' } as const;
