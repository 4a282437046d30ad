import Fastify from 'fastify';
import type { Config } from '@athar/api/config';
import { serverOptions } from '@athar/api/lib/log-options';
import { registerErrorHandler } from '@athar/api/plugins/error-handler';
import { registerHealth } from '@athar/api/plugins/health';
import { registerSecurityHeaders } from '@athar/api/plugins/security-headers';

export interface BuildPayAppOptions {
  config: Config;
  /** answers when the database does (GET /readyz) */
  pingDatabase: () => Promise<unknown>;
  logLevel?: string | false;
}

/** The payment host (SPEC §7 Payment host). Its payment routes arrive with the donations work. */
export async function buildPayApp(options: BuildPayAppOptions) {
  const app = Fastify(serverOptions(options.logLevel ?? options.config.LOG_LEVEL));
  registerErrorHandler(app);
  registerSecurityHeaders(app, options.config.PAY_PUBLIC_URL);
  registerHealth(app, options.pingDatabase);
  return app;
}
