import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { donationIdParams, paymentDonationResponse } from './payment-donation';

export const recordGatewayOrderBody = z.object({
  /** the gateway's order id (intention_order_id), kept in donations.gateway_order_id */
  gateway_order_id: z.string().regex(/^[0-9]{1,20}$/),
  /** the intention's id at the gateway */
  intention_id: z.string().min(1).max(200),
  /** the intention's client secret, which opens its unified checkout */
  client_secret: z.string().min(1).max(300),
});
export type RecordGatewayOrderBody = z.infer<typeof recordGatewayOrderBody>;

/**
 * POST /api/internal/donations/:id/gateway-order — the intention just created for a pending wallet,
 * kiosk or Meeza donation; answers the donation. 409 when the donation already has another order.
 */
export const recordGatewayOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/donations/:id/gateway-order',
  params: donationIdParams,
  body: recordGatewayOrderBody,
  response: paymentDonationResponse,
});
