import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** sets the headers below on a reply that skips the onSend hooks (Fastify's own URL refusals) */
    applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void;
    /** the headers of an answer with no policy of its own, for answers written on the raw socket */
    plainSecurityHeaders: Readonly<Record<string, string>>;
  }
}

/** For answers with no policy of their own (JSON, assets, redirects): nothing runs in them or frames them. */
const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of an answer that sets no policy of its own (the request id aside): the same for a
 * reply and for an answer written straight on the socket (Node's parser refusing a request).
 */
export function plainSecurityHeaders(publicUrl: string): Record<string, string> {
  return {
    'content-security-policy': DEFAULT_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    ...(publicUrl.startsWith('https://')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * Headers every response carries. Pages set their own Content-Security-Policy first (the app's HTML in
 * web-app.ts, the API docs, the bank's lightbox); every other answer gets the strict default.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const { 'content-security-policy': csp, ...always } = plainSecurityHeaders(publicUrl);
  const apply = (request: FastifyRequest, reply: FastifyReply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.headers(always);
    reply.header('x-request-id', request.id);
  };
  app.decorate('applySecurityHeaders', apply);
  app.decorate('plainSecurityHeaders', Object.freeze(plainSecurityHeaders(publicUrl)));
  app.addHook('onSend', (request, reply, payload, done) => {
    apply(request, reply);
    done(null, payload);
  });
}
