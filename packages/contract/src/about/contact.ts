import { z } from 'zod';
import { envelope } from '../envelope';
import { CONTACT_DETAILS_MIN, NAME_MIN } from '../constants';
import { validationMessages } from '../messages';
import { email, optionalPhone } from '../accounts/fields';
import { defineEndpoint } from '../endpoint';
import { contactRoute } from '../routes/about';

/**
 * POST /api/about/contactus — PRODUCT.md §5 Contact form: name ≥ 2, details ≥ 8, e-mail with @, phone
 * optional.
 */
export const contactBody = z.object({
  name: z
    .string(validationMessages.nameShort)
    .trim()
    .min(NAME_MIN, validationMessages.nameShort)
    .max(100, validationMessages.nameShort),
  /** the phone; optional ('' or absent) */
  msisdn: optionalPhone,
  /** the sender's e-mail */
  from: email,
  /** the details */
  message: z
    .string(validationMessages.detailsShort)
    .trim()
    .min(CONTACT_DETAILS_MIN, validationMessages.detailsShort)
    .max(5000, validationMessages.invalidValue),
});
export type ContactInput = z.input<typeof contactBody>;

/** status 1 with a thank-you message; data is empty. */
export const contactResponse = envelope(z.array(z.never()));

export const contactEndpoint = defineEndpoint({
  ...contactRoute,
  body: contactBody,
  response: contactResponse,
});
