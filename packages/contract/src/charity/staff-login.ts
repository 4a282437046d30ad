import { z } from 'zod';
import { envelope } from '../envelope';
import { currentPassword, email } from '../accounts/fields';
import { defineEndpoint } from '../endpoint';
import { staffLoginRoute, staffLogoutRoute } from '../routes/charity';
import { FACTOR_SESSION_STATES } from '../second-factor/fields';
import { STAFF_ROLES } from './staff-roles';

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
  /** the charity's admin, who must enrol a second factor */
  is_admin: z.boolean(),
  /** what the console shows this staff member (./staff-roles.ts) */
  roles: z.array(z.enum(STAFF_ROLES)),
  factor_enrolled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** data[0] is the staff member with the session's access_token (a staff session, never a visitor's) and
 * what the session still needs: the factor's enrolment (admins), its code, or nothing. */
export const staffLoginResponse = envelope(
  z.array(staffMember.extend({ access_token: z.string(), session: z.enum(FACTOR_SESSION_STATES) })),
);
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
