import { z } from 'zod';
import { permitRecord } from '../charity/permit-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { operatorPermitsRoute, permitDecisionRoute } from '../routes/operator';
import { keysetPage, keysetQuery } from './keyset';

export const CONSOLE_PERMIT_FILTERS = ['requested', 'approved', 'all'] as const;

export const consolePermit = permitRecord.extend({ ngo_name: z.string() });
export type ConsolePermit = z.infer<typeof consolePermit>;

/**
 * GET /api/operator/permits — every charity's permits, the requests waiting for a decision by default;
 * newest first, a page at a time.
 */
export const operatorPermitsEndpoint = defineEndpoint({
  ...operatorPermitsRoute,
  query: z.object({
    status: z.enum(CONSOLE_PERMIT_FILTERS).default('requested'),
    ngo_id: decimalNumber(z.coerce.number().int().positive()).optional(),
    ...keysetQuery,
  }),
  response: envelope(z.array(keysetPage('permits', consolePermit))),
});

/** POST /api/operator/permits/:id/decision — approve or reject a charity's request (a fresh code first). */
export const permitDecisionEndpoint = defineEndpoint({
  ...permitDecisionRoute,
  params: z.object({ id: decimalNumber(z.coerce.number().int().positive()) }),
  body: z.object({ decision: z.enum(['approve', 'reject']) }),
  response: envelope(z.array(consolePermit)),
});
