import { z } from 'zod';
import { envelope } from '../envelope';
import { currentPassword, email } from './fields';
import { sessionUser } from './user';

/** POST /api/auth/login. */
export const loginBody = z.object({ email, password: currentPassword });
export type LoginBody = z.input<typeof loginBody>;

/** data[0] is the user record with its access_token. */
export const loginResponse = envelope(z.array(sessionUser));
export type LoginResponse = z.infer<typeof loginResponse>;
