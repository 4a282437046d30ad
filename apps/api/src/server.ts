import { buildApp } from './app';
import { ConfigError } from '@athar/server-kit/config';
import { loadConfig } from './config';
import { prepareDatabase } from './runtime/database';
import { closeGracefully } from '@athar/server-kit/lifecycle';

/** One api instance on its own (several behind a load balancer share DATABASE_URL and REDIS_URL). */
async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config, (message) => console.log(`[api] ${message}`));
  const app = await buildApp({
    config,
    db: database.db,
    poolStats: database.poolStats,
    jobQueue: { executeSql: database.executeSql },
  });
  closeGracefully([app], () => database.close());
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
