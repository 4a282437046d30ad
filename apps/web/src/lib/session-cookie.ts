import { expiredCookie, readJsonCookie, writeJsonCookie } from './json-cookie';

/** The logged-in user as kept in the `user` cookie (PRODUCT.md §4). */
export interface SessionUser {
  user_id: number;
  user_name: string;
  email: string;
  msisdn: string;
  profile_pic: string;
  hide_data: boolean;
  verified: boolean;
  access_token: string;
}

export const SESSION_COOKIE_NAME = 'user';
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const scope = { name: SESSION_COOKIE_NAME, path: '/', maxAgeSeconds: SESSION_MAX_AGE_SECONDS };

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.user_id === 'number' &&
    typeof user.user_name === 'string' &&
    typeof user.email === 'string' &&
    typeof user.access_token === 'string' &&
    user.access_token.length > 0
  );
}

/** Keeps only the known fields, with safe defaults for the optional ones. */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!isSessionUser(value)) return null;
  return {
    user_id: value.user_id,
    user_name: value.user_name,
    email: value.email,
    msisdn: typeof value.msisdn === 'string' ? value.msisdn : '',
    profile_pic: typeof value.profile_pic === 'string' ? value.profile_pic : '',
    hide_data: value.hide_data === true,
    verified: value.verified === true,
    access_token: value.access_token,
  };
}

/** Reads the user from a `document.cookie` string; anything malformed counts as logged out. */
export function decodeSessionCookie(cookieHeader: string): SessionUser | null {
  return toSessionUser(readJsonCookie(cookieHeader, SESSION_COOKIE_NAME));
}

/** The Set-Cookie style string that stores the user for 30 days. */
export function encodeSessionCookie(user: SessionUser, hostname: string): string {
  return writeJsonCookie(scope, user, hostname);
}

/** The string that removes the cookie. */
export function expiredSessionCookie(): string {
  return expiredCookie(scope);
}
