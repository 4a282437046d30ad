import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { BENCH_DATA_DIR, ROOT } from './options';

export interface SeedPlan {
  /** a database of the bench's own (its prefix, athar_bench by default), never a shared one */
  name: string;
  /** generated campaigns on top of the demo data (0: the demo data only, the default seed) */
  scale: number;
  donationsPerCampaign: number;
  /** a seeded database to copy instead of seeding (BENCH_TENFOLD=rollups) */
  copyOf?: string;
  /** rows a scenario adds on top of the seed, once (P12, P13); `marker` names them in the comment */
  plant?: { marker: string; run: (url: string) => Promise<void> };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What a finished seed writes as the database's comment, so a later run can reuse it. */
function seedMarker(plan: SeedPlan): string {
  const planted = plan.plant ? `, ${plan.plant.marker}` : '';
  return `athar bench seed: scale=${plan.scale} donations=${plan.donationsPerCampaign}${planted}, vacuumed`;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `npm run seed` on that database, the way an operator seeds the large data set. */
function runSeed(url: string, plan: SeedPlan): Promise<void> {
  const args = ['--import', 'tsx', 'scripts/seed.ts'];
  if (plan.scale > 0)
    args.push('--scale', String(plan.scale), '--donations', String(plan.donationsPerCampaign));
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: path.join(BENCH_DATA_DIR, `seed-${plan.name}`),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding ${plan.name} failed (exit ${code})`)),
    );
  });
}

/**
 * The URL of a seeded bench database: reused when an earlier run finished seeding it with the same
 * plan, otherwise dropped, created and seeded afresh (a half-seeded database is never reused).
 */
export async function ensureSeededDatabase(
  adminUrl: string,
  prefix: string,
  plan: SeedPlan,
  log: (message: string) => void,
  reseed = false,
): Promise<string> {
  if (!plan.name.startsWith(prefix) || !/^[a-z][a-z0-9_]*$/.test(plan.name))
    throw new Error(`not a bench database: ${plan.name}`);
  const url = databaseUrl(adminUrl, plan.name);
  const marker = seedMarker(plan);
  const existing = await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [plan.name],
    );
    return rows[0];
  });
  // A live database's autovacuum keeps the visibility map set (index-only scans) and clears dead rows
  // and trigram-index entries; this machine's PostgreSQL runs without it, so the bench vacuums both
  // after a bulk load and before reusing a data set earlier runs' donations (P6) wrote into.
  const vacuum = () => withAdmin(url, (client) => client.query('VACUUM (ANALYZE)'));
  if (existing?.comment === marker && !reseed) {
    await vacuum();
    log(`${plan.name}: reusing (${marker}), vacuumed`);
    return url;
  }
  log(`${plan.name}: seeding (${marker})…`);
  const started = Date.now();
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${plan.name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${plan.name}${plan.copyOf ? ` TEMPLATE ${plan.copyOf}` : ''}`);
  });
  if (!plan.copyOf) await runSeed(url, plan);
  await plan.plant?.run(url);
  await vacuum();
  await withAdmin(adminUrl, (admin) =>
    admin.query(`COMMENT ON DATABASE ${plan.name} IS '${marker.replaceAll("'", "''")}'`),
  );
  log(`${plan.name}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return url;
}

/** Row counts that describe a data set in the report. */
export async function dataSetSize(
  url: string,
): Promise<{ campaigns: number; visible: number; donations: number }> {
  return withAdmin(url, async (client) => {
    const { rows } = await client.query<{ campaigns: string; visible: string; donations: string }>(
      `SELECT (SELECT count(*) FROM campaigns) AS campaigns,
              (SELECT count(*) FROM campaigns WHERE collected >= $1) AS visible,
              (SELECT count(*) FROM donations) AS donations`,
      [CAMPAIGN_VISIBLE_FROM_PIASTERS],
    );
    const row = rows[0]!;
    return {
      campaigns: Number(row.campaigns),
      visible: Number(row.visible),
      donations: Number(row.donations),
    };
  });
}

/** Campaigns whose charity takes cards, for the donation runs (P6). */
export async function cardCampaignIds(url: string, limit = 2000): Promise<number[]> {
  return withAdmin(url, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `SELECT c.id FROM campaigns c
       JOIN projects p ON p.id = c.project_id JOIN ngos n ON n.id = p.ngo_id
       WHERE n.merchant_id IS NOT NULL ORDER BY c.id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.id);
  });
}

/**
 * A fresh copy of a seeded database (CREATE DATABASE … TEMPLATE: a file copy), for a scenario whose
 * run changes what it measures on (an import, a month's statements); dropped first if it exists.
 */
export async function copyDatabase(adminUrl: string, template: string, copy: string): Promise<string> {
  if (!copy.startsWith(template)) throw new Error(`not a copy of ${template}: ${copy}`);
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${copy} TEMPLATE ${template}`);
  });
  return databaseUrl(adminUrl, copy);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
