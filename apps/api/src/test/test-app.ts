import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { DEFAULT_API_SIGNATURE } from '@athar/contract/config-defaults';
import { buildApp, type ApiApp } from '../app';
import { loadConfig } from '../config';
import type { Engine } from '../db/connect';
import type { JobQueueSettings } from '../services/jobs/job-queue';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  /** extra configuration, e.g. SMTP_URL, REDIS_URL or PUBLIC_URL */
  settings?: Record<string, string>;
  /** adds test-only routes before the app is ready */
  extend?: (app: ApiApp) => void;
  /** a built web app to serve (index.html, assets/); none by default */
  webDistDir?: string;
  /** pg-boss once the app listens (scheduled jobs, polling: 0.5 s unless set); none by default */
  jobQueue?: JobQueueSettings;
}

/** The api on a fresh seeded database, with an inject() that signs calls the way the web app does. */
export async function createTestApp(engine: Engine, options: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.settings });
  const database = await createTestDatabase(engine);
  const app = await buildApp({
    config,
    db: database.handle.db,
    poolStats: database.handle.poolStats,
    logLevel: false,
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web'),
    ...(options.jobQueue && {
      jobQueue: { executeSql: database.handle.executeSql, pollingIntervalSeconds: 0.5, ...options.jobQueue },
    }),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.handle.db,
    config,
    /** inject with the X-Api-Signature header */
    call(options: InjectOptions) {
      return app.inject({
        ...options,
        headers: { 'x-api-signature': DEFAULT_API_SIGNATURE, ...options.headers },
      });
    },
    async close() {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
