import { z } from 'zod';
import { envelope } from '../envelope';
import { email } from './fields';

/** POST /api/auth/forgotpass — status 1 whether or not the address has an account (it leaks nothing). */
export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export const forgotPasswordResponse = envelope(z.array(z.never()));
