import pg from 'pg';

/**
 * BENCH_TENFOLD=rollups: the 10× data set of P11 without writing ~20M donations (hours on a shared
 * 2-core machine): a copy of the 1× database whose daily rollups — the only tables the dashboards read
 * besides the pending cash donations (an index of pending rows, the same in both) — have the rows the
 * 10× seed would give them and ten times the 1× values.
 *
 * Rows: `seed --scale N --donations 200` writes the same campaigns as the 1× seed with ~10× the
 * donations, one an hour from each campaign's creation, so its (charity, Cairo day, channel) keys are
 * the 1× keys plus the days the longer runs reach (195–205 hours after creation instead of 15–25);
 * those are added here. Values: every count and sum ×10 (refunds and settlements are none in either).
 * A view's cost is the number of rollup rows in its range, which this reproduces; the values it adds up
 * do not change a plan.
 */
export async function makeTenfoldRollups(url: string, donationsPerCampaign: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const longest = donationsPerCampaign * 10 - 5 + 10;
  try {
    await client.query('BEGIN');
    await client.query(
      `UPDATE daily_figures SET confirmed_count = confirmed_count * 10, confirmed_amount = confirmed_amount * 10`,
    );
    await client.query(`UPDATE daily_charity_figures SET donors = donors * 10`);
    // the days the 10× runs of donations reach beyond the 1× ones, with an average day's figures
    await client.query(
      `WITH days AS (
         SELECT DISTINCT p.ngo_id, CASE WHEN n.merchant_id IS NULL THEN 'sms' ELSE 'card' END AS channel,
                ((c.created_at + h * interval '1 hour') AT TIME ZONE 'Africa/Cairo')::date AS day
         FROM campaigns c JOIN projects p ON p.id = c.project_id JOIN ngos n ON n.id = p.ngo_id
         CROSS JOIN LATERAL generate_series(1, $1::int - 5 + (c.id % 11)::int, 12) AS h),
       typical AS (SELECT ngo_id, channel, avg(confirmed_count)::int AS n, avg(confirmed_amount)::bigint AS amount
                   FROM daily_figures GROUP BY 1, 2)
       INSERT INTO daily_figures (ngo_id, day, channel, confirmed_count, confirmed_amount)
       SELECT d.ngo_id, d.day, d.channel, coalesce(t.n, 1), coalesce(t.amount, 100)
       FROM days d LEFT JOIN typical t ON t.ngo_id = d.ngo_id AND t.channel = d.channel
       ON CONFLICT (ngo_id, day, channel) DO NOTHING`,
      [longest],
    );
    await client.query(
      `INSERT INTO daily_charity_figures (ngo_id, day, donors)
       SELECT ngo_id, day, sum(confirmed_count) FROM daily_figures GROUP BY 1, 2
       ON CONFLICT (ngo_id, day) DO NOTHING`,
    );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}
