import pg from 'pg';

/** Issue 39: the month's statements for 1,000 charities. */
export const STATEMENT_CHARITIES = 1_000;
/** confirmed donations of each bench charity in the month: a quarter SMS, the rest by card */
export const DONATIONS_PER_CHARITY = 100;
const BENCH_CHARITY = 'Bench charity ';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The columns an INSERT … SELECT copies from a row of the table (not the id, not generated ones). */
async function copiedColumns(client: pg.Client, table: string, overridden: string[]): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_identity = 'NO' AND is_generated = 'NEVER'
     ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name).filter((column) => !overridden.includes(column));
}

/**
 * Once per data set (on the demo seed): 1,000 charities copied from the first demo charity with a bank
 * merchant (names of their own), a project and a campaign each, and 100 confirmed donations each in the
 * previous Cairo month (one every six hours, a quarter SMS at 5 EGP, the rest by card at 50–1,000 EGP),
 * with receipt serials, campaign totals and the rollups kept.
 */
export async function plantStatementMonth(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const ngoColumns = await copiedColumns(client, 'ngos', ['ar_name', 'en_name', 'last_receipt_serial']);
    const projectColumns = await copiedColumns(client, 'projects', ['ngo_id', 'ar_name']);
    await client.query('BEGIN');
    await client.query(
      `WITH template AS (SELECT * FROM ngos WHERE merchant_id IS NOT NULL ORDER BY id LIMIT 1),
       charities AS (
         INSERT INTO ngos (ar_name, en_name, last_receipt_serial, ${ngoColumns.join(', ')})
         SELECT 'جمعية المقياس رقم ' || g, '${BENCH_CHARITY}' || g, 0, ${ngoColumns.map((c) => `t.${c}`).join(', ')}
         FROM template t, generate_series(1, $1::int) AS g
         RETURNING id),
       project AS (SELECT p.* FROM projects p JOIN template t ON p.ngo_id = t.id ORDER BY p.id LIMIT 1)
       INSERT INTO projects (ngo_id, ar_name, ${projectColumns.join(', ')})
       SELECT c.id, 'مشروع المقياس', ${projectColumns.map((column) => `p.${column}`).join(', ')}
       FROM charities c, project p`,
      [STATEMENT_CHARITIES],
    );
    await client.query(
      `INSERT INTO campaigns (project_id, title, description, created_at)
       SELECT p.id, 'حملة المقياس ' || n.id, '', now() - interval '60 days'
       FROM projects p JOIN ngos n ON n.id = p.ngo_id WHERE n.en_name LIKE '${BENCH_CHARITY}%'`,
    );
    await client.query(
      `WITH month AS (
         SELECT (date_trunc('month', now() AT TIME ZONE 'Africa/Cairo') - interval '1 month')
                AT TIME ZONE 'Africa/Cairo' AS start)
       INSERT INTO donations (campaign_id, ngo_id, donor_name, email, amount, channel, type, status,
                              created_at, confirmed_at, hide_data, receipt_serial)
       SELECT c.id, p.ngo_id, 'متبرع ' || k, 'bench-donor' || ((c.id * 31 + k) % 5000) || '@example.com',
              CASE WHEN k % 4 = 0 THEN 500 ELSE (50 + (c.id * 7 + k * 13) % 951) * 100 END,
              CASE WHEN k % 4 = 0 THEN 2 ELSE 1 END, CASE WHEN k % 4 = 0 THEN 3 ELSE 2 END, 'confirmed',
              m.start + k * interval '6 hours' + (c.id % 6) * interval '1 hour',
              m.start + k * interval '6 hours' + (c.id % 6) * interval '1 hour',
              false, k
       FROM campaigns c JOIN projects p ON p.id = c.project_id JOIN ngos n ON n.id = p.ngo_id, month m,
            generate_series(1, $1::int) AS k
       WHERE n.en_name LIKE '${BENCH_CHARITY}%'`,
      [DONATIONS_PER_CHARITY],
    );
    await client.query(
      `UPDATE ngos n SET last_receipt_serial = issued.top
       FROM (SELECT ngo_id, max(receipt_serial) AS top FROM donations GROUP BY ngo_id) issued
       WHERE issued.ngo_id = n.id AND issued.top > n.last_receipt_serial`,
    );
    await client.query(
      `UPDATE campaigns c SET collected = s.total, donors_count = s.n
       FROM (SELECT campaign_id, sum(amount) AS total, count(*) AS n FROM donations
             WHERE status = 'confirmed' GROUP BY campaign_id) s
       WHERE s.campaign_id = c.id AND c.title LIKE 'حملة المقياس %'`,
    );
    await client.query('SELECT figures_rebuild()');
    await client.query('COMMIT');
  });
}

/** The Cairo month the bench charities' donations fall in, and how many charities have donations in it. */
export async function statementMonth(url: string): Promise<{ month: string; charities: number }> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ month: string }>(
      `SELECT to_char(min(d.confirmed_at) AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') AS month
       FROM donations d JOIN ngos n ON n.id = d.ngo_id WHERE n.en_name LIKE '${BENCH_CHARITY}%'`,
    );
    const month = rows[0]!.month;
    const counted = await client.query<{ n: string }>(
      `SELECT count(DISTINCT ngo_id) AS n FROM donations
       WHERE status = 'confirmed' AND to_char(confirmed_at AT TIME ZONE 'Africa/Cairo', 'YYYY-MM') = $1`,
      [month],
    );
    return { month, charities: Number(counted.rows[0]!.n) };
  });
}
