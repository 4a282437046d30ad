import type { FastifyInstance } from 'fastify';

/** Headers every response carries; the app's HTML adds its Content-Security-Policy (web-app.ts). */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const https = publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('x-request-id', request.id);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
