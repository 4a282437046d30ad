import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { donationIdParams, internalEnvelope } from './payment-donation';

export const closeBody = z.object({ status: z.enum(['failed', 'cancelled']).default('failed') });
export const closeResponse = internalEnvelope(z.object({ status: z.enum(['failed', 'cancelled']) }));

/** POST /api/internal/donations/:id/fail — a pending donation failed or was cancelled; 409 when confirmed. */
export const closeDonationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/donations/:id/fail',
  params: donationIdParams,
  body: closeBody,
  response: closeResponse,
});
