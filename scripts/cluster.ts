import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { prepareDatabase } from '@athar/api/runtime/database';
import { startNginx } from '../cluster/nginx-process';
import { runMixedLoad } from '../cluster/mixed-load';
import { runViralLink, viralTable } from '../cluster/viral-link';
import { checkScheduledJobsOnce, waitForTwoMinuteSlots } from '../cluster/scheduled-jobs';
import { startProcess, stopProcess, waitUntilReady } from '../cluster/processes';
import { buildWebIfStale } from './build-web-if-stale';
import { configOrExit, fail } from './config-or-exit';

/**
 * `npm run cluster [-- --check]`: three api instances and the payment host on PostgreSQL and Redis,
 * behind nginx on loopback (docs/DEPLOY.md). With --check it runs a mixed load through nginx, checks
 * totals, shared rate limits, sessions, /metrics and that scheduled jobs ran once per cron slot across
 * the instances, prints the results and stops. With --viral (docs/PERFORMANCE.md) 200 visitors open one
 * campaign's page at once (--visitors, --seconds) while donations to it are confirmed, with and
 * without nginx's shared cache, and it prints a Markdown table and stops.
 */
const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    viral: { type: 'boolean', default: false },
    visitors: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '25' },
  },
});

const WEB_PORT = 8080;
const PAY_PORT = 8081;
const API_PORTS = [3101, 3102, 3103];
const PAY_UPSTREAM_PORT = 3104;

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/athar_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data/cluster');
const webUrl = `http://localhost:${WEB_PORT}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PUBLIC_URL: webUrl,
  PAY_PUBLIC_URL: `http://localhost:${PAY_PORT}`,
  API_INTERNAL_URL: webUrl,
  // nginx runs on this machine: its X-Forwarded-For comes from loopback
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
const config = configOrExit(env);

async function createDatabaseIfMissing(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

/** The login failures the check made from this machine, so a second check starts afresh. */
async function forgetCheckFailures() {
  const redis = new Redis(redisUrl);
  try {
    for (const pattern of [
      'athar:rate:login-*127.0.0.1',
      'athar:rate:login-*::1',
      'athar:rate:login-*limit-*',
    ]) {
      const keys = await redis.keys(pattern);
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}

async function main() {
  await createDatabaseIfMissing(databaseUrl);
  buildWebIfStale();
  const database = await prepareDatabase(config, (message) => console.log(`[cluster] ${message}`));
  await database.close();

  const tsx = (entry: string, extra: NodeJS.ProcessEnv, name: string) =>
    startProcess(name, process.execPath, ['--import', 'tsx', entry], { ...env, ...extra }, true);
  const apis = API_PORTS.map((port, index) =>
    tsx('apps/api/src/server.ts', { PORT: String(port) }, `api-${index + 1}`),
  );
  const pay = tsx('apps/pay/src/server.ts', { PAY_PORT: String(PAY_UPSTREAM_PORT) }, 'pay');
  const nginxAt = (cache: boolean) =>
    startNginx(
      {
        prefix: path.join(dataDir, 'nginx'),
        webPort: WEB_PORT,
        payPort: PAY_PORT,
        apiPorts: API_PORTS,
        payUpstreamPort: PAY_UPSTREAM_PORT,
        cache,
      },
      env,
    );
  let nginx = nginxAt(true);
  const all = [pay, ...apis];
  const stopAll = () => Promise.all([nginx, ...all].map(stopProcess));

  let readyAt = new Date();
  try {
    await Promise.all(apis.map((api, i) => waitUntilReady(`http://127.0.0.1:${API_PORTS[i]}/readyz`, api)));
    await waitUntilReady(`http://127.0.0.1:${PAY_UPSTREAM_PORT}/readyz`, pay);
    await waitUntilReady(`${webUrl}/readyz`, nginx);
    await waitUntilReady(`http://localhost:${PAY_PORT}/readyz`, nginx);
    readyAt = new Date();
  } catch (error) {
    await stopAll();
    fail(String(error));
  }
  console.log(`[cluster] web and /api through nginx: ${webUrl}  (instances ${API_PORTS.join(', ')})`);
  console.log(`[cluster] payment host through nginx: http://localhost:${PAY_PORT}`);

  if (values.viral) {
    const options = { visitors: Number(values.visitors), seconds: Number(values.seconds) };
    let ok = false;
    try {
      const rows = await runViralLink(
        {
          webUrl,
          databaseUrl,
          apiSignature: config.API_SIGNATURE,
          payWebhookSecret: config.PAY_WEBHOOK_SECRET,
          async restartNginx(cache) {
            await stopProcess(nginx);
            // a fresh cache each time: no run starts from the one before's entries
            fs.rmSync(path.join(dataDir, 'nginx', 'cache'), { recursive: true, force: true });
            nginx = nginxAt(cache);
            await waitUntilReady(`${webUrl}/readyz`, nginx);
          },
        },
        options,
      );
      console.log(`\n${viralTable(rows, options)}`);
      ok = rows.every((row) => row.checks.every((check) => check.ok));
    } finally {
      await stopAll();
    }
    process.exit(ok ? 0 : 1);
  }

  if (!values.check) {
    const stop = async () => {
      await stopAll();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    return;
  }

  let ok = false;
  try {
    const results = await runMixedLoad({
      webUrl,
      instanceUrls: API_PORTS.map((port) => `http://127.0.0.1:${port}`),
      databaseUrl,
      payWebhookSecret: config.PAY_WEBHOOK_SECRET,
      smsWebhookSecret: config.SMS_WEBHOOK_SECRET,
    });
    await waitForTwoMinuteSlots(readyAt);
    results.push(await checkScheduledJobsOnce(databaseUrl, readyAt));
    console.log('\n| check | result | detail |\n|---|---|---|');
    for (const result of results)
      console.log(`| ${result.name} | ${result.ok ? 'pass' : 'FAIL'} | ${result.detail} |`);
    ok = results.every((result) => result.ok);
  } finally {
    await forgetCheckFailures();
    await stopAll();
  }
  process.exit(ok ? 0 : 1);
}

await main();
