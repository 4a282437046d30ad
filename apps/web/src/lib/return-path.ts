/**
 * Where /Login sends a user back to: the page a guest was on when a guard, the favourite prompt or an
 * invitation sent them to log in or register, carried as `/Login?next=/path` (and `/Register?next=…`,
 * which hands it on to its login links). Only a path of this site is ever kept: an absolute or
 * protocol-relative address (`https://…`, `//evil.example`, `/\evil.example`) would turn the login page
 * into an open redirect.
 */
export const RETURN_PARAM = 'next';

const LOGIN_PATH = '/Login';
const REGISTER_PATH = '/Register';
type AuthPath = typeof LOGIN_PATH | typeof REGISTER_PATH;

/** A same-origin path from an untrusted `next` value, or null when it is absent or not one of ours. */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // control characters and back-slashes are read as separators by some browsers
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(next)) return null;
  const url = new URL(next, 'https://athar.invalid');
  if (url.origin !== 'https://athar.invalid') return null;
  // coming back to the login or registration page itself would loop
  if (url.pathname === LOGIN_PATH || url.pathname === REGISTER_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function withReturnPath(page: AuthPath, back: string | null): string {
  return back ? `${page}?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}` : page;
}

const locationPath = (from: { pathname: string; search?: string; hash?: string }) =>
  safeReturnPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);

/** The login page's address that comes back to `from` (a location of this app) after logging in. */
export function loginPathBackTo(from: { pathname: string; search?: string; hash?: string }): string {
  return withReturnPath(LOGIN_PATH, locationPath(from));
}

/** The registration page's address whose login links come back to `from` afterwards. */
export function registerPathBackTo(from: { pathname: string; search?: string; hash?: string }): string {
  return withReturnPath(REGISTER_PATH, locationPath(from));
}

/**
 * The login or registration page's address keeping the return path that the current one (its query,
 * `search`) carries: the two pages link to each other, and registering leads on to logging in.
 */
export function authPathKeepingReturn(page: AuthPath, search: string): string {
  return withReturnPath(page, safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)));
}

/** Where a successful login goes: the carried return path, else home (PRODUCT.md §4: /Login goes home). */
export function afterLoginPath(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? '/';
}
