import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a shared cache (nginx, a CDN) may serve a public answer without asking again: a viral
 * campaign link's burst is then one request to the api per few seconds per URL, and a donor who just
 * gave sees the new total within that time. Browsers always revalidate (max-age=0), cheaply with
 * the ETag. No stale-while-revalidate: a browser would then show a donor the list from before their
 * own gift; nginx serves its stale copy while one request refreshes it by its own configuration.
 */
export const SHARED_MAX_AGE_SECONDS = 5;
const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`;
/** An answer to a visitor with a session: only their browser keeps it, and asks again each time. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** What decides whether an answer is public: the session travels in Authorization, and the web app keeps it in these cookies. */
const PUBLIC_VARY = 'authorization, cookie';
const SESSION_COOKIE = /(?:^|;\s*)(?:user|staff)=/;

/** The request carries a session (a bearer token, or the web app's `user` or `staff` cookie). */
export function carriesSession(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const cookie = request.headers.cookie;
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}

/**
 * A weak validator from the answer's bytes: always right. The one-shot hash() encodes a string as it
 * hashes it: ~6 µs for a listing page's answer, where createHash().update() took ~23 µs (it encodes
 * the string to a buffer first), a sixth of the listing's CPU beyond the bare reference's (P1).
 */
export function bodyEtag(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/** If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/**
 * Headers of a public read's 200 answer — shared-cacheable for a visitor without a session, private
 * otherwise (the answer may name the viewer's own state, such as a favourite) — and whether the
 * client already holds it (then answer 304 without a body).
 */
export function cacheAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  /** request headers the answer varies by besides the session's (the shell's accept-encoding) */
  varyAlso?: string,
): boolean {
  const etag = bodyEtag(body);
  void reply
    .header('etag', etag)
    .header('cache-control', carriesSession(request) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL)
    .header('vary', varyAlso ? `${varyAlso}, ${PUBLIC_VARY}` : PUBLIC_VARY);
  return matchesIfNoneMatch(request, etag);
}

/**
 * A route's onSend hook for a public GET read: the ETag, Cache-Control and Vary of cacheAnswer on a
 * 200, and a 304 without a body when If-None-Match names it. Errors keep their own headers.
 */
export async function publicRead(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  if (!cacheAnswer(request, reply, payload)) return payload;
  void reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return '';
}
