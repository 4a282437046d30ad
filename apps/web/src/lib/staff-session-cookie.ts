import { z } from 'zod';
import { staffMember } from '@athar/contract/charity/staff-login';
import { FACTOR_SESSION_STATES } from '@athar/contract/second-factor/fields';
import { expiredCookie, readJsonCookie, writeJsonCookie } from './json-cookie';

/**
 * A logged-in charity staff member, the token of their staff session (never a visitor's), and what
 * the session still needs (the second factor's code, or an admin's enrolment); the server decides.
 */
const staffSession = staffMember.extend({
  access_token: z.string().min(1),
  session: z.enum(FACTOR_SESSION_STATES).default('ready'),
});
export type StaffSession = z.infer<typeof staffSession>;
export type StaffSessionInput = z.input<typeof staffSession>;

export const STAFF_COOKIE_NAME = 'staff';
/** Only the console's own pages can read it; the visitor app never sees a staff session. */
export const STAFF_COOKIE_PATH = '/charity';
/** As long as the server keeps a staff session (30 days). */
export const STAFF_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const scope = {
  name: STAFF_COOKIE_NAME,
  path: STAFF_COOKIE_PATH,
  maxAgeSeconds: STAFF_SESSION_MAX_AGE_SECONDS,
};

/** Keeps only the known fields; anything incomplete counts as logged out. */
export function toStaffSession(value: unknown): StaffSession | null {
  const parsed = staffSession.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Reads the staff member from a `document.cookie` string. */
export function decodeStaffCookie(cookieHeader: string): StaffSession | null {
  return toStaffSession(readJsonCookie(cookieHeader, STAFF_COOKIE_NAME));
}

/** The Set-Cookie style string that keeps the staff session for 30 days under /charity. */
export function encodeStaffCookie(staff: StaffSession, hostname: string): string {
  return writeJsonCookie(scope, staff, hostname);
}

/** The string that removes the staff cookie. */
export function expiredStaffCookie(): string {
  return expiredCookie(scope);
}
