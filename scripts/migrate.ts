import path from 'node:path';
import { loadConfig } from '@athar/api/config';
import { openDatabase } from '@athar/api/db/connect';
import { migrate } from '@athar/api/db/migrate';

const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'db'),
});
const ran = await migrate(handle);
console.log(ran.length > 0 ? `applied: ${ran.join(', ')}` : 'nothing to apply');
await handle.close();
