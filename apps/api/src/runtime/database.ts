import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { migrate } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { privateDocumentsDir } from '../lib/private-documents-dir';

/** Opens the configured database (PostgreSQL, or PGlite under DATA_DIR/db), migrates it and, outside production, seeds the demo data. */
export async function prepareDatabase(
  config: Config,
  log: (message: string) => void,
): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  log(
    handle.engine === 'pglite'
      ? `database: PGlite in ${path.join(config.dataDir, 'db')}`
      : 'database: PostgreSQL',
  );
  const ran = await migrate(handle);
  if (ran.length > 0) log(`migrations applied: ${ran.join(', ')}`);
  // demo accounts have published passwords: never in production (docs/DEPLOY.md)
  if (config.NODE_ENV === 'production') return handle;
  const seedOptions = {
    uploadsDir: path.join(config.dataDir, 'uploads'),
    applicationDocumentsDir: privateDocumentsDir(config),
  };
  if (await seedDemoIfEmpty(handle.db, seedOptions)) {
    log('demo data seeded');
  }
  return handle;
}
