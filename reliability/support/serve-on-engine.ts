import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '@athar/api/config';
import type { Engine } from '@athar/api/db/connect';
import { prepareDatabase } from '@athar/api/runtime/database';
import { freshDatabase } from '../../e2e/support/server';
import { atharProcess, type AtharProcess } from './athar-process';
import { campaignTotals, findPaymentCampaign, type PaymentCampaign } from './donations';

export interface ServeOnEngine {
  readonly dataDir: string;
  readonly athar: AtharProcess;
  /** a campaign taking cash and cards, and its stored totals before the test's donations */
  readonly campaign: PaymentCampaign;
  readonly before: { collected: number; donors_count: number };
  /** PostgreSQL: the process's own database (undefined on PGlite) */
  readonly databaseUrl: string | undefined;
  /** The database as the process leaves it, opened from here (PGlite: only once the process is gone). */
  openStore(): ReturnType<typeof prepareDatabase>;
}

/**
 * A real `scripts/serve.ts` for one describe block: its own DATA_DIR and, on PostgreSQL, a fresh
 * database of its own, started before the block's tests (by `start`, the api's readiness by default)
 * and stopped and removed after them.
 */
export function serveOnEngine(
  engine: Engine,
  options: { name: string; port: number; start?: (athar: AtharProcess) => Promise<void> },
): ServeOnEngine {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `athar-rel-${options.name}-`));
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const context = {
    dataDir,
    athar: undefined as unknown as AtharProcess,
    campaign: undefined as unknown as PaymentCampaign,
    before: { collected: 0, donors_count: 0 },
    get databaseUrl() {
      return database?.url;
    },
    openStore: () =>
      prepareDatabase(
        loadConfig({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) }),
        () => {},
      ),
  };

  beforeAll(async () => {
    database = engine === 'postgres' ? await freshDatabase(process.env.DATABASE_URL!) : undefined;
    const store = await context.openStore();
    context.campaign = await findPaymentCampaign(store.db);
    context.before = await campaignTotals(store.db, context.campaign.id);
    await store.close();
    context.athar = atharProcess({
      port: options.port,
      payPort: options.port + 1,
      dataDir,
      databaseUrl: database?.url,
    });
    await (options.start ?? ((athar) => athar.start()))(context.athar);
  });
  afterAll(async () => {
    await context.athar?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return context;
}
