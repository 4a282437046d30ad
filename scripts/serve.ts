import path from 'node:path';
import { buildApp } from '@athar/api/app';
import { prepareDatabase } from '@athar/api/runtime/database';
import { closeGracefully } from '@athar/server-kit/lifecycle';
import { buildPayApp } from '@athar/pay/app';
import { configOrExit } from './config-or-exit';

/**
 * `npm start`: api (serving the web app) and the payment host in one process, so both can share
 * the embedded PGlite database (one connection); with DATABASE_URL they can also run apart.
 */

const config = configOrExit();
const database = await prepareDatabase(config, (message) => console.log(`[athar] ${message}`));
const api = await buildApp({
  config,
  db: database.db,
  poolStats: database.poolStats,
  jobQueue: { executeSql: database.executeSql },
});
// pay reaches the api's signed internal calls on this machine, not through the public address
const apiHost = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
const pay = await buildPayApp({
  config,
  pingDatabase: () => database.ping(),
  apiUrl: `http://${apiHost.includes(':') ? `[${apiHost}]` : apiHost}:${config.PORT}`,
});
closeGracefully([api, pay], () => database.close());

await api.listen({ host: config.HOST, port: config.PORT });
await pay.listen({ host: config.HOST, port: config.PAY_PORT });
console.log(
  `[athar] web and /api: ${config.PUBLIC_URL}  (data: ${path.relative(process.cwd(), config.dataDir) || '.'})`,
);
console.log(`[athar] payment host: ${config.PAY_PUBLIC_URL}`);
