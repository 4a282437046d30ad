import { z } from 'zod';
import { envelope } from '../envelope';
import { email } from './fields';
import { defineEndpoint } from '../endpoint';
import { forgotPasswordRoute } from '../routes/auth';

/** POST /api/auth/forgotpass — status 1 whether or not the address has an account (it leaks nothing). */
export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export const forgotPasswordResponse = envelope(z.array(z.never()));

export const forgotPasswordEndpoint = defineEndpoint({
  ...forgotPasswordRoute,
  body: forgotPasswordBody,
  response: forgotPasswordResponse,
});
