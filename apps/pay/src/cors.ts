import type { FastifyInstance } from 'fastify';

/** The web app (PUBLIC_URL's origin) calls the payment host's /api/* from the browser. */
export function registerCors(app: FastifyInstance, allowedOrigin: string) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('vary', 'Origin');
    if (request.headers.origin !== allowedOrigin) return;
    reply.header('access-control-allow-origin', allowedOrigin);
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'POST, OPTIONS')
        .header('access-control-allow-headers', 'Content-Type, Accept')
        .header('access-control-max-age', '600')
        .send();
    }
  });
  // lets the preflight reach the hook above instead of a 404 for an unknown method
  app.options('/api/*', async (_request, reply) => reply.code(204).send());
}
