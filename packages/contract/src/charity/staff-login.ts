import { z } from 'zod';
import { envelope } from '../envelope';
import { currentPassword, email } from '../accounts/fields';
import { defineEndpoint } from '../endpoint';
import { staffLoginRoute, staffLogoutRoute } from '../routes/charity';

/** POST /api/charity/auth/login — the same rules as a visitor's login, against charity staff. */
export const staffLoginBody = z.object({ email, password: currentPassword });
export type StaffLoginBody = z.input<typeof staffLoginBody>;

/** A logged-in staff member and the charity they act for. */
export const staffMember = z.object({
  id: z.number().int(),
  staff_name: z.string(),
  email: z.string(),
  ngo_id: z.number().int(),
  ngo_name: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** data[0] is the staff member with the session's access_token (a staff session, never a visitor's). */
export const staffLoginResponse = envelope(z.array(staffMember.extend({ access_token: z.string() })));
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;

/** POST /api/charity/auth/logout — ends the calling staff session. */
export const staffLogoutResponse = envelope(z.array(z.never()));

export const staffLoginEndpoint = defineEndpoint({
  ...staffLoginRoute,
  body: staffLoginBody,
  response: staffLoginResponse,
});

export const staffLogoutEndpoint = defineEndpoint({
  ...staffLogoutRoute,
  response: staffLogoutResponse,
});
