import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { charityPermitsRoute, requestPermitRoute } from '../routes/charity';
import { permitFields, permitRecord } from './permit-fields';

/** GET /api/charity/permits — the staff member's charity's permits, the latest ending first. */
export const charityPermitsResponse = envelope(z.array(permitRecord));
export type CharityPermitsResponse = z.infer<typeof charityPermitsResponse>;

export const charityPermitsEndpoint = defineEndpoint({
  ...charityPermitsRoute,
  response: charityPermitsResponse,
});

/** POST /api/charity/permits — asks the operator to approve a permit (status 'requested'). */
export const requestPermitBody = permitFields;
export type RequestPermitBody = z.input<typeof requestPermitBody>;

export const requestPermitEndpoint = defineEndpoint({
  ...requestPermitRoute,
  body: requestPermitBody,
  response: charityPermitsResponse,
});
