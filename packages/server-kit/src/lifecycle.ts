import type { FastifyInstance } from 'fastify';

const FORCE_EXIT_MS = 15_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, then run
 * `cleanup` (close the database). A second signal, or 15 s, ends the process at once.
 */
export function closeGracefully(servers: FastifyInstance[], cleanup: () => Promise<void>) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    servers[0]?.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), FORCE_EXIT_MS).unref();
    try {
      await Promise.all(servers.map((server) => server.close()));
      await cleanup();
      process.exit(0);
    } catch (error) {
      servers[0]?.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
