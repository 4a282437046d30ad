import { isIP } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Not the web app's pages: the api and its docs, files, health and metrics keep answering on any host. */
const NOT_A_PAGE = /^\/(api|athar\/api|uploads|assets|healthz|readyz|metrics)(\/|$)/;

/** A host name as compared: lower case, without the root's final dot (`Example.org.` is `example.org`). */
export function normalisedHost(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/** This machine under any of its names: localhost, *.localhost, 127.0.0.0/8, [::1]. */
function isLoopback(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/** A path the web app's shell answers (`/`, `/Campaigns`, `/CampaignDonation/…`), not a file or a call. */
export function isPagePath(urlPath: string): boolean {
  if (urlPath === '/') return true;
  return !NOT_A_PAGE.test(urlPath) && path.posix.extname(urlPath) === '';
}

/**
 * Whether a host name is the site of PUBLIC_URL under another name: another loopback name when
 * PUBLIC_URL is on loopback (127.0.0.1 and localhost), the www and bare forms of the same domain,
 * or one of PUBLIC_URL_ALIASES. Any other host is left alone: a proxy may pass an internal name,
 * and sending that to PUBLIC_URL could loop.
 */
export function isHostAlias(canonical: string, host: string, aliases: readonly string[]): boolean {
  if (!host || host === canonical) return false;
  if (isLoopback(canonical) && isLoopback(host)) return true;
  if (host === `www.${canonical}` || canonical === `www.${host}`) return true;
  return aliases.some((alias) => normalisedHost(alias) === host);
}

export interface CanonicalHostOptions {
  publicUrl: string;
  /** PUBLIC_URL_ALIASES: other host names of the same site */
  aliases: readonly string[];
}

/**
 * Where a page request on another name of the site should go (PUBLIC_URL, same path and query), or
 * null. The port is not compared: a proxy may or may not pass it on; the names are what differ.
 */
export function canonicalLocation(
  options: CanonicalHostOptions,
  hostname: string,
  url: string,
): string | null {
  const canonical = normalisedHost(new URL(options.publicUrl).hostname);
  if (!isHostAlias(canonical, normalisedHost(hostname), options.aliases)) return null;
  if (!isPagePath(url.split('?', 1)[0]!)) return null;
  return `${options.publicUrl.replace(/\/$/, '')}${url}`;
}

/**
 * Page GETs on another name of the site are sent to PUBLIC_URL (308). The browser's origin must be
 * PUBLIC_URL's: the payment host answers that origin only, the bank's lightbox lets only it frame the
 * card page, and the session and the stored card donation live in its storage. The host is the Host
 * header, or X-Forwarded-Host from a proxy TRUST_PROXY trusts. CANONICAL_HOST=off turns this off.
 */
export function registerCanonicalHost(app: FastifyInstance, options: CanonicalHostOptions) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const location = canonicalLocation(options, request.hostname, request.url);
    if (!location) return done();
    // not cached for good: a later PUBLIC_URL must not be fought by browsers remembering this one
    void reply.header('cache-control', 'no-cache').redirect(location, 308);
  });
}
