import type { FastifyInstance } from 'fastify';

/** GET /healthz: the process answers. GET /readyz: its database answers too (503 otherwise). */
export function registerHealth(app: FastifyInstance, ping: () => Promise<unknown>) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
