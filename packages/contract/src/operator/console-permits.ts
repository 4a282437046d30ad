import { z } from 'zod';
import { permitRecord } from '../charity/permit-fields';
import { permitMessages } from '../charity/permit-messages';
import { permitIdParams } from '../charity/permits';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { operatorPermitDocumentRoute, operatorPermitsRoute, permitDecisionRoute } from '../routes/operator';
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

/** Why a request is refused: mailed to the charity's admins and shown on its permit. */
export const permitRefusalReason = z
  .string(permitMessages.reasonInvalid)
  .trim()
  .min(3, permitMessages.reasonInvalid)
  .max(500, permitMessages.reasonInvalid);

/** approve, or reject with a reason. */
export const permitDecisionBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: permitRefusalReason }),
]);
export type PermitDecisionBody = z.input<typeof permitDecisionBody>;

/** POST /api/operator/permits/:id/decision — approve or reject a charity's request (a fresh code first). */
export const permitDecisionEndpoint = defineEndpoint({
  ...permitDecisionRoute,
  params: z.object({ id: decimalNumber(z.coerce.number().int().positive()) }),
  body: permitDecisionBody,
  response: envelope(z.array(consolePermit)),
});

/** GET /api/operator/permits/:id/document — the request's document; each view is audited. */
export const operatorPermitDocumentEndpoint = defineEndpoint({
  ...operatorPermitDocumentRoute,
  params: permitIdParams,
  response: z.unknown(),
});
