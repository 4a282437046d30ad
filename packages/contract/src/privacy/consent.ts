import { z } from 'zod';
import { validationMessages } from '../messages';

/**
 * The version of the privacy notice (/Privacy) a consent is given to: the day it was last changed.
 * Changing the notice means a new date here; consents already given keep the version they were given to.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-26';

export const CONSENT_PURPOSES = [
  'registration',
  'donation',
  'campaign',
  'dua',
  'follow',
  'schedule',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * Explicit consent (PDPL 151/2020): the person ticked an unticked box. Anything but `true` (or the
 * text 'true' of a multipart form) is refused with an Arabic message.
 */
export const consentField = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: () => validationMessages.consentRequired })
  // a refinement, not literals: an unticked box is one more message beside the form's others, where a
  // literal's refusal would stop the form's own rules (payment method, cash address) from being checked
  .refine((given) => given === true || given === 'true', { error: validationMessages.consentRequired })
  .transform(() => true as const);
