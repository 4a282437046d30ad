import { z } from 'zod';
import { calendarDay } from '../calendar-day';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { CONSENT_BASES, CONSENT_PURPOSES } from '../privacy/consent';
import { consentRegisterRoute } from '../routes/operator';
import { operatorMessages } from './messages';
import { pageLimit } from './data-protection-fields';

const day = calendarDay(operatorMessages.dateInvalid);

/** The register's filters (each optional) and its keyset page: `before` a consent's id. */
export const consentRegisterQuery = z.object({
  purpose: z.enum(CONSENT_PURPOSES).optional(),
  from: day.optional(),
  to: day.optional(),
  before: decimalNumber(z.coerce.number().int().positive()).optional(),
  limit: pageLimit,
});
export type ConsentRegisterQuery = z.input<typeof consentRegisterQuery>;

export const registeredConsent = z.object({
  id: z.number().int(),
  purpose: z.enum(CONSENT_PURPOSES),
  basis: z.enum(CONSENT_BASES),
  policy_version: z.string(),
  given_at: z.string(),
  /** the row the purpose names: the account, donation, campaign, dua, follow or giving schedule */
  subject_id: z.number().int(),
});
export type RegisteredConsent = z.infer<typeof registeredConsent>;

/** GET /api/operator/consents — the consents recorded, newest first (reading it is audited). */
export const consentRegisterEndpoint = defineEndpoint({
  ...consentRegisterRoute,
  query: consentRegisterQuery,
  response: envelope(
    z.array(z.object({ consents: z.array(registeredConsent), next_before: z.number().int().nullable() })),
  ),
});
