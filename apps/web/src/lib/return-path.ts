/**
 * Where /Login sends a user back to: the page a guest was on when a guard or the favourite
 * prompt sent them to log in, carried as `/Login?next=/path`. Only a path of this site is ever kept: an
 * absolute or protocol-relative address (`https://…`, `//evil.example`, `/\evil.example`) would turn the
 * login page into an open redirect.
 */
export const RETURN_PARAM = 'next';

const LOGIN_PATH = '/Login';

/** A same-origin path from an untrusted `next` value, or null when it is absent or not one of ours. */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // control characters and back-slashes are read as separators by some browsers
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(next)) return null;
  const url = new URL(next, 'https://athar.invalid');
  if (url.origin !== 'https://athar.invalid') return null;
  // coming back to the login page itself would loop
  if (url.pathname === LOGIN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address that comes back to `from` (a location of this app) after logging in. */
export function loginPathBackTo(from: { pathname: string; search?: string; hash?: string }): string {
  const back = safeReturnPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
  return back ? `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}` : LOGIN_PATH;
}

/** Where a successful login goes: the carried return path, else home (PRODUCT.md §4: /Login goes home). */
export function afterLoginPath(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? '/';
}
