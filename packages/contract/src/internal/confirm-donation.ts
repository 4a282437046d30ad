import { z } from 'zod';
import { piastersNumber } from '../amount-fields';
import { defineEndpoint } from '../endpoint';
import { donationIdParams, internalEnvelope } from './payment-donation';

/** What pay saw at the bank; the api checks it against the stored donation once more. */
export const confirmBody = z.object({
  amount: piastersNumber.positive().optional(),
  currency: z.string().optional(),
});
export const confirmResponse = internalEnvelope(
  z.object({ outcome: z.enum(['confirmed', 'already-confirmed']) }),
);

/** POST /api/internal/donations/:id/confirm — idempotent; 409 when closed or the figures differ. */
export const confirmDonationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/donations/:id/confirm',
  params: donationIdParams,
  body: confirmBody,
  response: confirmResponse,
});
