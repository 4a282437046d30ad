import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { donationIdParams, paymentDonationResponse } from './payment-donation';

export const recordSessionBody = z.object({
  session_id: z.string().min(1).max(200),
  order_id: z.string().regex(/^[A-Za-z0-9._-]{1,40}$/),
  success_indicator_hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type RecordSessionBody = z.infer<typeof recordSessionBody>;

/** POST /api/internal/donations/:id/payment-session — the bank session just opened; answers the donation. */
export const recordPaymentSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/donations/:id/payment-session',
  params: donationIdParams,
  body: recordSessionBody,
  response: paymentDonationResponse,
});
