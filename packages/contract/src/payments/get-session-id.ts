import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { paymentHostRequest } from './payment-host';

/** `Message` is the bank's session id, `LightboxUrl` the bank's lightbox page for it. */
export const getSessionIdResponse = z.object({
  Success: z.literal(true),
  Message: z.string().min(1),
  LightboxUrl: z.url(),
});

/** POST /api/hostedcheckout/GetSessionId (PRODUCT.md §7 Payment host, lightbox flow). */
export const getSessionIdEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/hostedcheckout/GetSessionId',
  body: paymentHostRequest,
  response: getSessionIdResponse,
});
