import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** sets the headers below on a reply that skips the onSend hooks (Fastify's own URL refusals) */
    applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void;
  }
}

/** For answers with no policy of their own (JSON, assets, redirects): nothing runs in them or frames them. */
const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers every response carries. Pages set their own Content-Security-Policy first (the app's HTML in
 * web-app.ts, the API docs, the bank's lightbox); every other answer gets the strict default.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const https = publicUrl.startsWith('https://');
  const apply = (request: FastifyRequest, reply: FastifyReply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DEFAULT_CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('x-request-id', request.id);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
  app.decorate('applySecurityHeaders', apply);
  app.addHook('onSend', (request, reply, payload, done) => {
    apply(request, reply);
    done(null, payload);
  });
}
