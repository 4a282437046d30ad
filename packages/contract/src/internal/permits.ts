import { z } from 'zod';
import { envelope } from '../envelope';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import {
  checkPermitDates,
  legalName,
  permitRecord,
  permitShape,
  registrationNumber,
} from '../charity/permit-fields';
import { permitRefusalReason } from '../operator/console-permits';

/**
 * The operator's calls on fundraising permits and the charity register (`npm run charity -- permit …`
 * and `register`), signed with PAY_WEBHOOK_SECRET like the other internal calls.
 */
const ngoId = z.number().int().positive();
export const permitsResponse = envelope(z.array(permitRecord));

/** POST /api/internal/charity/permits: a permit the operator enters is approved at once. */
export const addPermitBody = permitShape.extend({ ngo_id: ngoId }).superRefine(checkPermitDates);
export type AddPermitBody = z.input<typeof addPermitBody>;
export const addPermitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/charity/permits',
  body: addPermitBody,
  response: permitsResponse,
});

/** GET /api/internal/charity/permits?ngo_id: every permit of one charity, requests included. */
export const listPermitsQuery = z.object({ ngo_id: decimalNumber(z.coerce.number().int().positive()) });
export const listPermitsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/internal/charity/permits',
  query: listPermitsQuery,
  response: permitsResponse,
});

export const permitParams = z.object({ id: decimalNumber(z.coerce.number().int().positive()) });

/** POST /api/internal/charity/permits/:id/{approve|reject|revoke} */
export const PERMIT_DECISIONS = ['approve', 'reject', 'revoke'] as const;
export type PermitDecision = (typeof PERMIT_DECISIONS)[number];

export const approvePermitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/charity/permits/:id/approve',
  params: permitParams,
  response: permitsResponse,
});
/** A reason is recorded and mailed when given (the console always gives one). */
export const rejectPermitBody = z.object({ reason: permitRefusalReason.optional() }).nullish();
export const rejectPermitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/charity/permits/:id/reject',
  params: permitParams,
  body: rejectPermitBody,
  response: permitsResponse,
});
export const revokePermitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/charity/permits/:id/revoke',
  params: permitParams,
  response: permitsResponse,
});
export const permitDecisionEndpoints = {
  approve: approvePermitEndpoint,
  reject: rejectPermitEndpoint,
  revoke: revokePermitEndpoint,
} as const satisfies Record<PermitDecision, unknown>;

/** POST /api/internal/charity/register: the charity's legal name and Ministry registration number. */
export const registerCharityBody = z.object({
  ngo_id: ngoId,
  legal_name: legalName,
  registration_number: registrationNumber,
});
export type RegisterCharityBody = z.input<typeof registerCharityBody>;
export const registerCharityResponse = envelope(
  z.array(
    z.object({
      ngo_id: z.number().int(),
      ar_name: z.string(),
      legal_name: z.string().nullable(),
      registration_number: z.string().nullable(),
    }),
  ),
);
export const registerCharityEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/charity/register',
  body: registerCharityBody,
  response: registerCharityResponse,
});
