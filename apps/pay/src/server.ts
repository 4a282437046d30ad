import { ConfigError, loadServerConfig } from '@athar/server-kit/config';
import { closeGracefully } from '@athar/server-kit/lifecycle';
import { openPostgresPing } from '@athar/server-kit/postgres-ping';
import { buildPayApp } from './app';

/**
 * The payment host on its own, beside api instances that share DATABASE_URL (npm run cluster, the
 * compose file). It reaches the api's signed internal calls at API_INTERNAL_URL (the load balancer),
 * or PUBLIC_URL; its database connection only answers /readyz.
 */
async function main() {
  const config = loadServerConfig();
  if (!config.DATABASE_URL) throw new ConfigError('DATABASE_URL is required to run the payment host apart');
  const database = openPostgresPing(config.DATABASE_URL, 2);
  const app = await buildPayApp({
    config,
    pingDatabase: () => database.ping(),
    apiUrl: config.API_INTERNAL_URL ?? config.PUBLIC_URL,
  });
  closeGracefully([app], () => database.close());
  await app.listen({ host: config.HOST, port: config.PAY_PORT });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
