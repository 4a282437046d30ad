import { z } from 'zod';
import { envelope } from '../envelope';
import { currentPassword, email } from './fields';
import { sessionUser } from './user';
import { defineEndpoint } from '../endpoint';
import { loginRoute } from '../routes/auth';

/** POST /api/auth/login. */
export const loginBody = z.object({ email, password: currentPassword });
export type LoginBody = z.input<typeof loginBody>;

/** data[0] is the user record with its access_token. */
export const loginResponse = envelope(z.array(sessionUser));
export type LoginResponse = z.infer<typeof loginResponse>;

export const loginEndpoint = defineEndpoint({
  ...loginRoute,
  body: loginBody,
  response: loginResponse,
});
