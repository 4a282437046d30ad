import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/connect';
import { migrate } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/demo';
import type { DatabaseTemplates } from './database-templates';
import { reusedPglite } from './pglite-reuse';
import { databaseUrlOf, onAdminDatabase, uniqueDatabaseName } from './postgres-admin';

/**
 * The engine a vitest project runs its tests on (vitest.config.ts sets TEST_ENGINE per project: the
 * `server` project PGlite, `server-postgres` PostgreSQL); unset outside those projects.
 */
const projectEngine = process.env.TEST_ENGINE as Engine | undefined;

/**
 * For tests whose answer the engine can change — SQL of our own, transactions, locks, concurrent
 * writes, the job queue: PGlite always, and real PostgreSQL too when DATABASE_URL is set (as .ci/run
 * sets it). Files that use it run in the `server-postgres` project as well (vitest.config.ts).
 */
export const testEngines: Engine[] = projectEngine
  ? [projectEngine]
  : process.env.DATABASE_URL
    ? ['pglite', 'postgres']
    : ['pglite'];

/**
 * For query plans on a seed of thousands of campaigns: PostgreSQL, the engine of a site at that size,
 * when DATABASE_URL is set; PGlite only when it is not (seeding it at that size took a minute of the
 * unit stage for plans the PostgreSQL stage checks again, docs/decisions/053). The files that use it
 * run in the `server-postgres` project only when DATABASE_URL is set (vitest.config.ts).
 */
export const scaleEngines: Engine[] = projectEngine
  ? [projectEngine]
  : process.env.DATABASE_URL
    ? ['postgres']
    : ['pglite'];

/**
 * For every other database test (a route's validation, messages, who may call it): the answer is the
 * same on both engines, so it runs once, on PGlite, the embedded default — not again on PostgreSQL.
 */
export const oneEngine: Engine[] = projectEngine === 'postgres' ? [] : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database dropped afterwards.
 * Both start from the run's migrated (and seeded) templates when the global set-up made them
 * (database-templates.ts): a PGlite booted from nothing spends 3 s in initdb, one from a dump 0.6–1.1 s,
 * and one an earlier file of the worker gave back, made like the template again, a tenth of that.
 */
export async function createTestDatabase(
  engine: Engine,
  options: { seed?: boolean } = {},
): Promise<TestDatabase> {
  const seed = options.seed !== false;
  const templates = inject('databaseTemplates') as DatabaseTemplates | undefined;
  const template = templates && (seed ? templates.seeded : templates.bare);
  const image = template && templateImage(template.pgliteImage);
  const { handle, drop } =
    engine === 'pglite'
      ? {
          // a database an earlier file of this worker gave back, made like the template again
          handle: image ? await reusedPglite(image) : await openDatabase({}),
          drop: async () => {},
        }
      : await freshPostgres(template?.postgresDatabase);
  // a no-op on a template; kept so that a file run without the global set-up gets the same database
  await migrate(handle);
  if (seed) await seedDemoIfEmpty(handle.db, { uploadsDir: null });
  return {
    handle,
    async dispose() {
      await handle.close();
      await drop();
    },
  };
}

/** A worker reads each template's 60 MB dump once for all its files, not once per file. */
const templateImages = new Map<string, Blob>();
function templateImage(file: string): Blob | undefined {
  if (!templateImages.has(file) && fs.existsSync(file)) {
    templateImages.set(file, new Blob([fs.readFileSync(file)]));
  }
  return templateImages.get(file);
}

async function freshPostgres(template: string | undefined) {
  const name = uniqueDatabaseName('test');
  await copyTemplate(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlOf(name), poolSize: 4 });
  return {
    handle,
    drop: () => onAdminDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** PostgreSQL copies a template for one CREATE DATABASE at a time: another file's copy makes it wait. */
async function copyTemplate(statement: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await onAdminDatabase(statement);
    } catch (error) {
      const templateBusy = (error as { code?: string }).code === '55006';
      if (!templateBusy || attempt === 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
