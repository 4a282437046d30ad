import { z } from 'zod';
import { envelope } from '../envelope';
import { email, newPassword, optionalPhone, personName, withConfirmation } from './fields';
import { publicUser } from './user';
import { defineEndpoint } from '../endpoint';
import { registerRoute } from '../routes/users';
import { requestConsentField } from '../privacy/consent';

/**
 * POST /api/users — register (PRODUCT.md §7): user_name, msisdn (may be false), password, email, as the
 * specification sends them. An account is what the person asked for, so no consent box is needed
 * (docs/decisions/025); a newer client's `consent: true` is recorded as explicit consent.
 */
export const registerBody = z.object({
  user_name: personName,
  msisdn: optionalPhone,
  password: newPassword,
  email,
  consent: requestConsentField,
});
export type RegisterBody = z.input<typeof registerBody>;

/**
 * The register form: the call's fields and the password confirmation. No consent box: a line under the
 * button links the privacy notice (docs/decisions/025).
 */
export const registerForm = withConfirmation(
  { user_name: personName, email, password: newPassword },
  'password',
  'confirm_password',
);
export type RegisterFormValues = z.input<typeof registerForm>;

/** data[0] is the new user; the message says an activation mail was sent when unverified. */
export const registerResponse = envelope(z.array(publicUser));
export type RegisterResponse = z.infer<typeof registerResponse>;

export const registerEndpoint = defineEndpoint({
  ...registerRoute,
  body: registerBody,
  response: registerResponse,
});
