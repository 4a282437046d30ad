import { z } from 'zod';
import { envelope } from '../envelope';
import { email, newPassword, optionalPhone, personName, withConfirmation } from './fields';
import { publicUser } from './user';
import { defineEndpoint } from '../endpoint';
import { registerRoute } from '../routes/users';

/** POST /api/users — register (SPEC §7); msisdn may be false. */
export const registerBody = z.object({
  user_name: personName,
  msisdn: optionalPhone,
  password: newPassword,
  email,
});
export type RegisterBody = z.input<typeof registerBody>;

/** The register form: the call's fields and the password confirmation. */
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
