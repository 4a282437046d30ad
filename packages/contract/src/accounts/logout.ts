import { z } from 'zod';
import { envelope } from '../envelope';

/** POST /api/users/logout — revokes the calling session; the client logs out locally either way. */
export const logoutResponse = envelope(z.array(z.never()));
