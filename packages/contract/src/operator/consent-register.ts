import { z } from 'zod';
import { calendarDay } from '../calendar-day';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { CONSENT_BASES, CONSENT_PURPOSES } from '../privacy/consent';
import { consentRegisterRoute } from '../routes/operator';
import { operatorMessages } from './messages';
import { keysetPage, keysetQuery } from './keyset';

const day = calendarDay(operatorMessages.dateInvalid);

/** The register's filters (each optional) and its keyset page: `before` a consent's id. */
export const consentRegisterQuery = z.object({
  purpose: z.enum(CONSENT_PURPOSES).optional(),
  from: day.optional(),
  to: day.optional(),
  ...keysetQuery,
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
  response: envelope(z.array(keysetPage('consents', registeredConsent))),
});
