import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { deceased, donorNames } from './demo-content';
import { recomputeCampaignTotals } from './demo-campaigns';

const BATCH = 10_000;

/**
 * Adds `campaigns` campaigns with ~`donationsPerCampaign` confirmed donations each, generated inside
 * the database (generate_series) so 100k campaigns and 2M donations take minutes, not hours.
 * Needs the demo catalogue (charities and projects) in place.
 */
export async function seedScale(
  db: Kysely<Database>,
  campaigns: number,
  donationsPerCampaign = 20,
  onProgress: (done: number) => void = () => {},
) {
  const names = deceased.map((person) => person.name);
  const descriptions = deceased.map((person) => person.description);
  for (let done = 0; done < campaigns; done += BATCH) {
    const size = Math.min(BATCH, campaigns - done);
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number }>`
        WITH p AS (SELECT array_agg(id ORDER BY id) AS ids FROM projects)
        INSERT INTO campaigns (project_id, title, description, created_at)
        SELECT p.ids[1 + (g % cardinality(p.ids))],
               (${names}::text[])[1 + (g % ${names.length})],
               (${descriptions}::text[])[1 + (g % ${descriptions.length})],
               now() - ((${done} + g) * interval '3 minutes') - interval '30 days'
        FROM p, generate_series(1, ${size}) AS g
        RETURNING id`.execute(trx);
      const first = Math.min(...rows.map((row) => row.id));
      const last = Math.max(...rows.map((row) => row.id));
      await sql`
        INSERT INTO donations (campaign_id, ngo_id, donor_name, email, amount, channel, type, status,
                               created_at, confirmed_at, hide_data, receipt_serial)
        SELECT c.id, pr.ngo_id,
               (${donorNames}::text[])[1 + ((c.id * 31 + k) % ${donorNames.length})],
               'donor' || ((c.id * 31 + k) % 5000) || '@example.com',
               CASE WHEN n.merchant_id IS NULL THEN 500 ELSE (100 + ((c.id * 7 + k * 13) % 20) * 50) * 100 END,
               CASE WHEN n.merchant_id IS NULL THEN 2 ELSE 1 END,
               CASE WHEN n.merchant_id IS NULL THEN 3 ELSE 2 END,
               'confirmed',
               c.created_at + k * interval '1 hour',
               c.created_at + k * interval '1 hour',
               (c.id + k) % 7 = 0,
               n.last_receipt_serial + row_number() OVER (PARTITION BY pr.ngo_id ORDER BY c.id, k)
        FROM campaigns c
        JOIN projects pr ON pr.id = c.project_id
        JOIN ngos n ON n.id = pr.ngo_id
        CROSS JOIN LATERAL generate_series(1, ${donationsPerCampaign} - 5 + (c.id % 11)::int) AS k
        WHERE c.id BETWEEN ${first} AND ${last}`.execute(trx);
      // serials numbered above, not by the per-row trigger: its UPDATE of one charity row per
      // donation grows a chain of row versions in one transaction, quadratic in the batch
      await sql`
        UPDATE ngos n SET last_receipt_serial = issued.top
        FROM (SELECT ngo_id, max(receipt_serial) AS top FROM donations GROUP BY ngo_id) issued
        WHERE issued.ngo_id = n.id AND issued.top > n.last_receipt_serial`.execute(trx);
    });
    onProgress(done + size);
  }
  await recomputeCampaignTotals(db);
  // the donations above were written in bulk: the dashboards' rollups computed from them once
  await sql`SELECT figures_rebuild()`.execute(db);
  await sql`ANALYZE`.execute(db);
}
