import { z } from 'zod';
import { email, phone } from '../accounts/fields';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { userLookupRoute } from '../routes/operator';
import { dataProtectionMessages as messages } from './data-protection-messages';

/** One of the two: the account's e-mail or its phone (several accounts may share a phone). */
export const userLookupBody = z
  .object({ email: email.optional(), phone: phone.optional() })
  .refine((body) => (body.email === undefined) !== (body.phone === undefined), messages.lookupNeedsOne);

export const lookedUpUser = z.object({
  id: z.number().int(),
  user_name: z.string().nullable(),
  email: z.string().nullable(),
  msisdn: z.string().nullable(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
  total_donations: z.number().int(),
  total_campaigns: z.number().int(),
  total_consents: z.number().int(),
});
export type LookedUpUser = z.infer<typeof lookedUpUser>;

/**
 * POST /api/operator/users/lookup — the live accounts with this e-mail or phone, after a fresh code
 * (audited as a read of personal data). A POST keeps the address out of URLs and the access log.
 */
export const userLookupEndpoint = defineEndpoint({
  ...userLookupRoute,
  body: userLookupBody,
  response: envelope(z.array(lookedUpUser)),
});
