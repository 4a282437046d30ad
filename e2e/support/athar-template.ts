import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/connect';
import { migrate } from '../../apps/api/src/db/migrate';
import { seedDemoIfEmpty } from '../../apps/api/src/db/seed/demo';
import { findDemoRecords, type DemoRecords } from '../../apps/api/src/db/seed/demo-records';
import { seedJourneyOperators, type JourneyOperators } from './journey-operators';

/**
 * The seeded Athar every journey's server starts from: a data directory (PGlite's `db/` and the
 * demo pictures under `uploads/`) and, with DATABASE_URL, a PostgreSQL database to copy. Made once
 * per run, so a server starts by copying it rather than migrating and seeding again.
 */
export interface AtharTemplate {
  dataDir: string;
  /** PostgreSQL: the seeded database each server's own database is created from */
  postgresDatabase?: string;
}

export async function prepareAtharTemplate(adminUrl = process.env.DATABASE_URL): Promise<{
  template: AtharTemplate;
  /** the seeded records the journeys use by name (apps/api/src/db/seed/demo-records.ts) */
  demoRecords: DemoRecords;
  /** the journeys' own operators (journey-operators.ts) */
  journeyOperators: JourneyOperators;
  dispose(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-e2e-template-'));
  const postgresDatabase = adminUrl ? `athar_e2e_template_${process.pid}_${Date.now()}` : undefined;
  if (adminUrl && postgresDatabase) await onAdmin(adminUrl, `CREATE DATABASE ${postgresDatabase}`);
  const handle = await openDatabase(
    adminUrl && postgresDatabase
      ? { databaseUrl: databaseUrl(adminUrl, postgresDatabase), poolSize: 1 }
      : { pgliteDir: path.join(dataDir, 'db') },
  );
  let demoRecords: DemoRecords;
  let journeyOperators: JourneyOperators;
  try {
    await migrate(handle);
    await seedDemoIfEmpty(handle.db, { uploadsDir: path.join(dataDir, 'uploads') });
    demoRecords = await findDemoRecords(handle.db);
    journeyOperators = await seedJourneyOperators(handle.db);
  } finally {
    await handle.close();
  }
  return {
    template: { dataDir, ...(postgresDatabase && { postgresDatabase }) },
    demoRecords,
    journeyOperators,
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (adminUrl && postgresDatabase)
        await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`);
    },
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
