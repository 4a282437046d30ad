import { z } from 'zod';

/** PRODUCT.md §3 User, as every account call answers it (no secrets). */
export const publicUser = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  email: z.string(),
  /** '' when the user gave no phone */
  msisdn: z.string(),
  /** `/uploads/…`, or '' when the user has no picture */
  profile_pic: z.string(),
  /** hide the name and picture next to the user's donations */
  hide_data: z.boolean(),
  verified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** The logged-in user record: the public fields and the bearer token (kept in the `user` cookie). */
export const sessionUser = publicUser.extend({ access_token: z.string() });
export type SessionUserRecord = z.infer<typeof sessionUser>;
