// npm run seed                 — migrate and seed the demo data (when the database has none)
// npm run seed -- --scale N    — also add N generated campaigns with ~20 donations each (benchmarks)
import { parseArgs } from 'node:util';
import { loadConfig } from '@athar/api/config';
import { prepareDatabase } from '@athar/api/runtime/database';
import { seedScale } from '@athar/api/db/seed/scale';

const { values } = parseArgs({ options: { scale: { type: 'string' }, donations: { type: 'string' } } });
const scale = values.scale === undefined ? 0 : Number(values.scale);
const perCampaign = values.donations === undefined ? 20 : Number(values.donations);
if (!Number.isInteger(scale) || scale < 0 || !Number.isInteger(perCampaign) || perCampaign < 5) {
  console.error('usage: npm run seed -- [--scale <campaigns>] [--donations <per campaign, ≥ 5>]');
  process.exit(1);
}

const config = loadConfig();
const handle = await prepareDatabase(config, (message) => console.log(`[seed] ${message}`));
if (scale > 0) {
  const started = Date.now();
  await seedScale(handle.db, scale, perCampaign, (done) =>
    console.log(`[seed] ${done.toLocaleString('en')} / ${scale.toLocaleString('en')} campaigns`),
  );
  console.log(`[seed] scale data added in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
await handle.close();
