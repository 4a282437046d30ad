import { z } from 'zod';
import { envelope } from '../envelope';
import { email, newPassword, optionalPhone, personName, withConfirmation } from './fields';
import { publicUser } from './user';
import { defineEndpoint } from '../endpoint';
import { registerRoute } from '../routes/users';
import { consentField } from '../privacy/consent';
import { consentCheckbox } from '../privacy/consent-checkbox';

/**
 * POST /api/users — register (PRODUCT.md §7); msisdn may be false; consent to the privacy notice is
 * required.
 */
export const registerBody = z.object({
  user_name: personName,
  msisdn: optionalPhone,
  password: newPassword,
  email,
  consent: consentField,
});
export type RegisterBody = z.input<typeof registerBody>;

/** The register form: the call's fields, the password confirmation and the unticked consent box. */
export const registerForm = withConfirmation(
  { user_name: personName, email, password: newPassword, consent: consentCheckbox },
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
