import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { logoutRoute } from '../routes/users';

/** POST /api/users/logout — revokes the calling session; the client logs out locally either way. */
export const logoutResponse = envelope(z.array(z.never()));

export const logoutEndpoint = defineEndpoint({
  ...logoutRoute,
  response: logoutResponse,
});
