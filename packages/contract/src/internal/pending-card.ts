import { z } from 'zod';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { internalEnvelope, paymentDonation } from './payment-donation';

export const pendingCardQuery = z.object({
  older_than_seconds: decimalNumber(z.coerce.number().int().min(0).max(31_536_000).default(60)),
  limit: decimalNumber(z.coerce.number().int().min(1).max(500).default(100)),
});
export const pendingCardResponse = internalEnvelope(paymentDonation);

/** GET /api/internal/donations/pending-card — card donations with a session, for the reconciliation. */
export const pendingCardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/internal/donations/pending-card',
  query: pendingCardQuery,
  response: pendingCardResponse,
});
