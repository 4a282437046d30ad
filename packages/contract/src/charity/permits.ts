import { z } from 'zod';
import { decimalNumber } from '../decimal';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { charityPermitDocumentRoute, charityPermitsRoute, requestPermitRoute } from '../routes/charity';
import { permitRecord, permitRequestFields } from './permit-fields';

/** GET /api/charity/permits — the staff member's charity's permits, the latest ending first. */
export const charityPermitsResponse = envelope(z.array(permitRecord));
export type CharityPermitsResponse = z.infer<typeof charityPermitsResponse>;

export const charityPermitsEndpoint = defineEndpoint({
  ...charityPermitsRoute,
  response: charityPermitsResponse,
});

/**
 * POST /api/charity/permits — the charity's admin asks the operator to approve a permit (status
 * 'requested'): a multipart form of these fields and the permit's document (PERMIT_DOCUMENT_FIELD),
 * so it has no JSON body schema here.
 */
export const requestPermitBody = permitRequestFields;
export type RequestPermitBody = z.input<typeof requestPermitBody>;

export const requestPermitEndpoint = defineEndpoint({
  ...requestPermitRoute,
  response: charityPermitsResponse,
});

export const permitIdParams = z.object({ id: decimalNumber(z.coerce.number().int().positive()) });

/** GET …/:id/document — the permit's document as it was checked and stored, to the charity's admins. */
export const charityPermitDocumentEndpoint = defineEndpoint({
  ...charityPermitDocumentRoute,
  params: permitIdParams,
  response: z.unknown(),
});
