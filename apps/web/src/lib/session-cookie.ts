/** The logged-in user as kept in the `user` cookie (SPEC §4). */
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

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1']);

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
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== SESSION_COOKIE_NAME) continue;
    try {
      return toSessionUser(JSON.parse(decodeURIComponent(part.slice(separator + 1).trim())));
    } catch {
      return null;
    }
  }
  return null;
}

/** The Set-Cookie style string that stores the user for 30 days. */
export function encodeSessionCookie(user: SessionUser, hostname: string): string {
  const attributes = [`path=/`, `max-age=${SESSION_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (!LOCAL_HOSTNAMES.has(hostname)) attributes.push('Secure');
  return [`${SESSION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(user))}`, ...attributes].join('; ');
}

/** The string that removes the cookie. */
export function expiredSessionCookie(): string {
  return `${SESSION_COOKIE_NAME}=; path=/; max-age=0; SameSite=Lax`;
}
