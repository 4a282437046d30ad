import { z } from 'zod';
import { mailedLinkToken } from '../accounts/verification';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  answerApplicationRoute,
  submitApplicationRoute,
  trackApplicationRoute,
} from '../routes/applications';
import { APPLICATION_STATUSES, DOCUMENT_KINDS } from './application-fields';
import { EGYPTIAN_BANK_KEYS } from './egyptian-banks';

/** The fields as stored, read back (the tracking page fills its form with them). */
export const applicationRecord = z.object({
  legal_name: z.string(),
  registration_number: z.string(),
  city_id: z.number().int(),
  governorate: z.string(),
  address: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  website: z.string().nullable(),
  bank: z.enum(EGYPTIAN_BANK_KEYS),
  account_holder: z.string(),
  iban: z.string(),
});

export const applicationDocument = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  content_type: z.string(),
  bytes: z.number().int(),
  uploaded_at: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocument>;

/** What the applicant sees: the state, the operator's last message, the fields and which documents are in. */
export const trackedApplication = z.object({
  status: z.enum(APPLICATION_STATUSES),
  operator_message: z.string().nullable(),
  submitted_at: z.string(),
  updated_at: z.string(),
  fields: applicationRecord,
  documents: z.array(applicationDocument.pick({ kind: true, uploaded_at: true })),
});
export type TrackedApplication = z.infer<typeof trackedApplication>;

/**
 * POST /api/charity-applications (multipart: the fields of applicationFields and one file per
 * document kind) — answers the tracking token once; its link is also mailed to the contact.
 */
export const submitApplicationEndpoint = defineEndpoint({
  ...submitApplicationRoute,
  response: envelope(z.array(z.object({ token: z.string() }))),
});

export const trackingQuery = z.object({ token: mailedLinkToken });

/** GET /api/charity-applications/track?token — the application of a tracking token. */
export const trackApplicationEndpoint = defineEndpoint({
  ...trackApplicationRoute,
  query: trackingQuery,
  response: envelope(z.array(trackedApplication)),
});

/**
 * POST /api/charity-applications/track?token (multipart, as the submission; a document left out is
 * kept) — the answer to a change request: the application goes back to the operators.
 */
export const answerApplicationEndpoint = defineEndpoint({
  ...answerApplicationRoute,
  query: trackingQuery,
  response: envelope(z.array(trackedApplication)),
});
