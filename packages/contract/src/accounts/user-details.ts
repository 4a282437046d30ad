import { z } from 'zod';
import { envelope } from '../envelope';
import { publicUser } from './user';
import { defineEndpoint } from '../endpoint';
import { userDetailsRoute } from '../routes/users';

/** GET /api/users/details — data[0] is the caller's own profile with their counts. */
export const userDetails = publicUser.extend({
  /** campaigns the user created */
  total_campaigns: z.number().int(),
  /** the user's confirmed donations (a count) */
  total_donations: z.number().int(),
});
export type UserDetails = z.infer<typeof userDetails>;

export const userDetailsResponse = envelope(z.array(userDetails));

export const userDetailsEndpoint = defineEndpoint({
  ...userDetailsRoute,
  response: userDetailsResponse,
});
