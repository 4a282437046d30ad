const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1']);

/** Where a cookie lives and for how long. */
export interface CookieScope {
  name: string;
  path: string;
  maxAgeSeconds: number;
}

/**
 * The parsed JSON of cookie `name` in a `document.cookie` string: undefined when there is no such
 * cookie, null when it is not valid JSON.
 */
export function readJsonCookie(cookieHeader: string, name: string): unknown {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return JSON.parse(decodeURIComponent(part.slice(separator + 1).trim())) as unknown;
    } catch {
      return null;
    }
  }
  return undefined;
}

/** The Set-Cookie style string storing `value` as URI-encoded JSON; SameSite=Lax, Secure off localhost. */
export function writeJsonCookie(scope: CookieScope, value: unknown, hostname: string): string {
  const attributes = [`path=${scope.path}`, `max-age=${scope.maxAgeSeconds}`, 'SameSite=Lax'];
  if (!LOCAL_HOSTNAMES.has(hostname)) attributes.push('Secure');
  return [`${scope.name}=${encodeURIComponent(JSON.stringify(value))}`, ...attributes].join('; ');
}

/** The string that removes the cookie (same name and path). */
export function expiredCookie(scope: Pick<CookieScope, 'name' | 'path'>): string {
  return `${scope.name}=; path=${scope.path}; max-age=0; SameSite=Lax`;
}
