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
 * Why Athar may process what a person gave (PDPL 151/2020 art. 6, docs/decisions/025): `consent`, an
 * unticked box they ticked; `request`, processing needed to do what they asked for (their account,
 * their donation, their campaign), which needs no box.
 */
export const CONSENT_BASES = ['consent', 'request'] as const;
export type ConsentBasis = (typeof CONSENT_BASES)[number];

/** The purposes a person asks for by sending the form itself: the basis may be their request. */
export const REQUESTED_PURPOSES = [
  'registration',
  'donation',
  'campaign',
] as const satisfies readonly ConsentPurpose[];

/**
 * Explicit consent (PDPL 151/2020) to something extra the person is asked for (a follow, a guest's
 * dua, a schedule's mails and texts): they ticked an unticked box. Anything but `true` (or the text
 * 'true' of a multipart form) is refused with an Arabic message.
 */
export const consentField = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: () => validationMessages.consentRequired })
  // a refinement, not literals: an unticked box is one more message beside the form's others, where a
  // literal's refusal would stop the form's own rules (payment method, cash address) from being checked
  .refine((given) => given === true || given === 'true', { error: validationMessages.consentRequired })
  .transform(() => true as const);

/**
 * `consent` of registration, a donation and campaign creation (docs/decisions/025): optional, as the
 * specification's calls (PRODUCT.md §7) never send it. The person asked for the account, the donation
 * or the campaign, so nothing is refused for its absence, nor for `false`; `true` (or 'true' of a
 * multipart form), sent by a newer client, is kept as explicit consent. Reads as whether it was given.
 */
export const requestConsentField = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: () => validationMessages.invalidValue })
  .optional()
  .transform((given) => given === true || given === 'true');

/** The basis recorded for a request that carried `requestConsentField`'s reading. */
export const basisOfRequest = (explicitConsent: boolean): ConsentBasis =>
  explicitConsent ? 'consent' : 'request';
