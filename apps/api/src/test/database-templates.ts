import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/connect';
import { migrate } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { keepRowsOfTemplate } from './pglite-reuse';
import { databaseUrlOf, onAdminDatabase, uniqueDatabaseName } from './postgres-admin';

/** Where a test database starts: a PGlite dump on disk, and a PostgreSQL template database (DATABASE_URL). */
export interface DatabaseTemplate {
  pgliteImage: string;
  postgresDatabase?: string;
}
export interface DatabaseTemplates {
  bare: DatabaseTemplate;
  seeded: DatabaseTemplate;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Vitest's global set-up: migrates (and seeds) once per run what every test file's database starts
 * from, instead of once per file and engine; removed when the run ends.
 */
export default async function setUpDatabaseTemplates(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-templates-'));
  // a project of one engine (vitest.config.ts: TEST_ENGINE) needs that engine's templates only
  const engine = project.config.env?.TEST_ENGINE as Engine | undefined;
  const postgres = Boolean(process.env.DATABASE_URL) && engine !== 'pglite';
  const pglite = engine !== 'postgres';
  const names = { bare: uniqueDatabaseName('template'), seeded: uniqueDatabaseName('template') };
  const templates: DatabaseTemplates = {
    bare: { pgliteImage: path.join(dir, 'bare.tar'), ...(postgres && { postgresDatabase: names.bare }) },
    seeded: {
      pgliteImage: path.join(dir, 'seeded.tar'),
      ...(postgres && { postgresDatabase: names.seeded }),
    },
  };

  if (pglite) {
    const handle = await openDatabase({});
    await migrate(handle);
    await writeImage(handle, templates.bare.pgliteImage);
    await seedDemoIfEmpty(handle.db, { uploadsDir: null });
    await writeImage(handle, templates.seeded.pgliteImage);
    await handle.close();
  }

  if (postgres) {
    // each made on its own: copying one just closed can meet its server session still ending
    for (const [name, seed] of [
      [names.bare, false],
      [names.seeded, true],
    ] as const) {
      await onAdminDatabase(`CREATE DATABASE ${name}`);
      await withPostgres(name, async (handle) => {
        await migrate(handle);
        if (seed) await seedDemoIfEmpty(handle.db, { uploadsDir: null });
      });
    }
  }

  project.provide('databaseTemplates', templates);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (postgres) {
      for (const name of [names.seeded, names.bare]) {
        await onAdminDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  };
}

async function writeImage(handle: DatabaseHandle, file: string) {
  await keepRowsOfTemplate(handle);
  const image = await handle.dumpImage!();
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
}

async function withPostgres(name: string, work: (handle: DatabaseHandle) => Promise<unknown>) {
  const handle = await openDatabase({ databaseUrl: databaseUrlOf(name), poolSize: 1 });
  try {
    await work(handle);
  } finally {
    await handle.close();
  }
}
