import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { internalEnvelope } from './payment-donation';

/** Card donations never sent to the bank, older than this, are cancelled (the reconciliation's call). */
export const cancelWithoutSessionBody = z.object({
  older_than_seconds: z.number().int().min(60).max(31_536_000),
  limit: z.number().int().min(1).max(500).default(100),
});
export const cancelWithoutSessionResponse = internalEnvelope(z.object({ id: z.number().int() }));

/** POST /api/internal/donations/card-without-session/cancel — answers the ids it cancelled. */
export const cancelCardWithoutSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/donations/card-without-session/cancel',
  body: cancelWithoutSessionBody,
  response: cancelWithoutSessionResponse,
});
