import { z } from 'zod';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  applicationDecisionRoute,
  applicationDocumentRoute,
  operatorApplicationRoute,
  operatorApplicationsRoute,
} from '../routes/applications';
import { APPLICATION_STATUSES, operatorMessageField } from './application-fields';
import { applicationDocument, applicationRecord } from './applications';
import { applicationMessages } from './application-messages';

const id = decimalNumber(z.coerce.number().int().positive());

export const APPLICATION_FILTERS = ['open', ...APPLICATION_STATUSES, 'all'] as const;

export const applicationSummary = z.object({
  id: z.number().int(),
  legal_name: z.string(),
  registration_number: z.string(),
  governorate: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  submitted_at: z.string(),
  updated_at: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummary>;

/**
 * GET /api/operator/charity-applications — newest first, the ones waiting for a decision by default
 * ('open': submitted); `next_before` asks for the page after, null at the end.
 */
export const operatorApplicationsEndpoint = defineEndpoint({
  ...operatorApplicationsRoute,
  query: z.object({
    status: z.enum(APPLICATION_FILTERS).default('open'),
    before: id.optional(),
    limit: decimalNumber(z.coerce.number().int().min(1).max(100).default(30)),
  }),
  response: envelope(
    z.array(
      z.object({ applications: z.array(applicationSummary), next_before: z.number().int().nullable() }),
    ),
  ),
});

export const reviewedApplication = applicationSummary.extend({
  fields: applicationRecord,
  bank_name: z.string(),
  operator_message: z.string().nullable(),
  ngo_id: z.number().int().nullable(),
  documents: z.array(applicationDocument),
});
export type ReviewedApplication = z.infer<typeof reviewedApplication>;

/** GET /api/operator/charity-applications/:id — one application with its current documents. */
export const operatorApplicationEndpoint = defineEndpoint({
  ...operatorApplicationRoute,
  params: z.object({ id }),
  response: envelope(z.array(reviewedApplication)),
});

/**
 * GET /api/operator/charity-applications/:id/documents/:documentId — the document's bytes (not an
 * envelope), each view in the audit log.
 */
export const applicationDocumentEndpoint = defineEndpoint({
  ...applicationDocumentRoute,
  params: z.object({ id, documentId: id }),
  response: z.unknown(),
});

export const APPLICATION_DECISIONS = ['approve', 'request_changes', 'refuse'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

export const applicationDecisionBody = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.enum(['request_changes', 'refuse']),
      message: operatorMessageField,
    }),
  ],
  { error: applicationMessages.messageInvalid },
);
export type ApplicationDecisionBody = z.input<typeof applicationDecisionBody>;

/** POST /api/operator/charity-applications/:id/decision — approve, ask for changes, or refuse (a fresh code first). */
export const applicationDecisionEndpoint = defineEndpoint({
  ...applicationDecisionRoute,
  params: z.object({ id }),
  body: applicationDecisionBody,
  response: envelope(z.array(reviewedApplication)),
});
