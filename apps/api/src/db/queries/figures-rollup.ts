import { sql, type Kysely, type RawBuilder } from 'kysely';
import { donationChannel } from '../../lib/donation-channel';
import type { Database } from '../schema';

// The dashboards' daily rollups kept up to date (047, docs/decisions/041), each write in the caller's
// transaction: the confirmation, refund, settlement import, deposit or campaign it counts.

/** The Cairo day of an instant, as the rebuild (figures_rebuild) reckons it. */
const cairoDayOf = (at: Date | RawBuilder<unknown>) =>
  sql<string>`((${at})::timestamptz AT TIME ZONE 'Africa/Cairo')::date`;

/** A donation as confirmed, with what counts it. */
export interface ConfirmedForFigures {
  id: number;
  ngo_id: number;
  type: number;
  amount: number;
  user_id: number | null;
  email: string | null;
  msisdn: string | null;
}

/** The same key as figures_rebuild: the account, else the e-mail, else the phone, else the donation. */
function donorKey(donation: ConfirmedForFigures) {
  return sql<string>`md5(CASE
    WHEN ${donation.user_id}::bigint IS NOT NULL THEN 'u:' || ${donation.user_id}::bigint
    WHEN coalesce(${donation.email}::text, '') <> '' THEN 'e:' || lower(${donation.email}::text)
    WHEN coalesce(${donation.msisdn}::text, '') <> '' THEN 'p:' || ${donation.msisdn}::text
    ELSE 'd:' || ${donation.id}::bigint END)`;
}

/**
 * Counts a donation confirmed at `at`: its amount on its charity's day and channel, and its donor on the
 * charity's day unless already counted there.
 */
export async function countConfirmed(db: Kysely<Database>, donation: ConfirmedForFigures, at: Date) {
  const day = cairoDayOf(at);
  await sql`
    INSERT INTO daily_figures (ngo_id, day, channel, confirmed_count, confirmed_amount)
    VALUES (${donation.ngo_id}, ${day}, ${donationChannel(donation.type)}, 1, ${donation.amount})
    ON CONFLICT (ngo_id, day, channel) DO UPDATE SET
      confirmed_count = daily_figures.confirmed_count + 1,
      confirmed_amount = daily_figures.confirmed_amount + excluded.confirmed_amount`.execute(db);
  await sql`
    WITH fresh AS (
      INSERT INTO figures_donor_days (ngo_id, day, donor_key)
      VALUES (${donation.ngo_id}, ${day}, ${donorKey(donation)})
      ON CONFLICT DO NOTHING
      RETURNING ngo_id, day)
    INSERT INTO daily_charity_figures (ngo_id, day, donors)
    SELECT ngo_id, day, 1 FROM fresh
    ON CONFLICT (ngo_id, day) DO UPDATE SET donors = daily_charity_figures.donors + 1`.execute(db);
}

/**
 * A refunded donation leaves its confirmation day's confirmed figures for its refunded ones (its donor
 * stays counted: they gave that day).
 */
export async function countRefunded(
  db: Kysely<Database>,
  donation: { ngo_id: number; type: number; amount: number; confirmed_at: Date | string },
) {
  await sql`
    UPDATE daily_figures SET
      confirmed_count = confirmed_count - 1,
      confirmed_amount = confirmed_amount - ${donation.amount},
      refunded_count = refunded_count + 1,
      refunded_amount = refunded_amount + ${donation.amount}
    WHERE ngo_id = ${donation.ngo_id}
      AND day = ${cairoDayOf(new Date(donation.confirmed_at))}
      AND channel = ${donationChannel(donation.type)}`.execute(db);
}

/** A campaign created: its charity's day of creation. */
export async function countCampaignCreated(db: Kysely<Database>, campaignId: number) {
  await sql`
    INSERT INTO daily_charity_figures (ngo_id, day, campaigns_created)
    SELECT p.ngo_id, ${cairoDayOf(sql.ref('c.created_at'))}, 1
    FROM campaigns c JOIN projects p ON p.id = c.project_id
    WHERE c.id = ${campaignId}
    ON CONFLICT (ngo_id, day) DO UPDATE SET
      campaigns_created = daily_charity_figures.campaigns_created + 1`.execute(db);
}

/** A campaign whose total reached the listing threshold at `at`, counted the first time only. */
export async function countCampaignReached(
  db: Kysely<Database>,
  campaignId: number,
  ngoId: number,
  at: Date,
) {
  await sql`
    WITH fresh AS (
      INSERT INTO figures_reached_campaigns (campaign_id, day)
      VALUES (${campaignId}, ${cairoDayOf(at)})
      ON CONFLICT DO NOTHING
      RETURNING day)
    INSERT INTO daily_charity_figures (ngo_id, day, campaigns_reached)
    SELECT ${ngoId}, day, 1 FROM fresh
    ON CONFLICT (ngo_id, day) DO UPDATE SET
      campaigns_reached = daily_charity_figures.campaigns_reached + 1`.execute(db);
}

/** A donation a provider's line or a bank deposit settles: the amount settled, and whether it was its own. */
export interface SettledForFigures {
  donationId: number;
  amount: number;
  reconciled: boolean;
}

/**
 * Counts the donations settled here for the first time on their confirmation day and channel: settled
 * the amount the provider (or deposit) gave, reconciled the donation's own when the amounts agreed.
 */
export async function countSettled(db: Kysely<Database>, settled: readonly SettledForFigures[]) {
  const first = new Map<number, SettledForFigures>();
  for (const line of settled) if (!first.has(line.donationId)) first.set(line.donationId, line);
  if (first.size === 0) return;
  const values = sql.join(
    [...first.values()].map(
      (line) => sql`(${line.donationId}::bigint, ${line.amount}::bigint, ${line.reconciled}::boolean)`,
    ),
  );
  await addSettled(db, sql`SELECT * FROM (VALUES ${values}) AS v (donation_id, amount, reconciled)`);
}

/**
 * countSettled for a whole settlement import at once, after its last line is written: each donation a
 * payment line settled (matched or with another amount), by its first such line in the file.
 */
export async function countSettledOfImport(db: Kysely<Database>, importId: number) {
  await addSettled(
    db,
    sql`SELECT DISTINCT ON (s.donation_id) s.donation_id, s.amount, s.outcome = 'matched'
        FROM settlement_lines s
        WHERE s.import_id = ${importId} AND s.line_number IS NOT NULL AND s.kind = 'payment'
          AND s.donation_id IS NOT NULL AND s.outcome IN ('matched', 'amount_mismatch')
        ORDER BY s.donation_id, s.line_number`,
  );
}

/** The donations of `settled` (donation_id, amount, reconciled) not counted before, on their days. */
async function addSettled(db: Kysely<Database>, settled: RawBuilder<unknown>) {
  await sql`
    WITH fresh AS (
      INSERT INTO figures_settled_donations (donation_id, amount, reconciled)
      ${settled}
      ON CONFLICT DO NOTHING
      RETURNING donation_id, amount, reconciled)
    INSERT INTO daily_figures AS f (ngo_id, day, channel, settled_amount, reconciled_amount)
    SELECT d.ngo_id, ${cairoDayOf(sql.ref('d.confirmed_at'))},
           CASE d.type WHEN 1 THEN 'cash' WHEN 2 THEN 'card' WHEN 3 THEN 'sms' WHEN 4 THEN 'wallet'
                       WHEN 5 THEN 'kiosk' ELSE 'meeza' END,
           sum(fresh.amount), coalesce(sum(d.amount) FILTER (WHERE fresh.reconciled), 0)
    FROM fresh JOIN donations d ON d.id = fresh.donation_id
    WHERE d.confirmed_at IS NOT NULL
    GROUP BY 1, 2, 3
    ON CONFLICT (ngo_id, day, channel) DO UPDATE SET
      settled_amount = f.settled_amount + excluded.settled_amount,
      reconciled_amount = f.reconciled_amount + excluded.reconciled_amount`.execute(db);
}

/** Every rollup computed again from the donations, files and deposits (the migration's back-fill). */
export async function rebuildFigures(db: Kysely<Database>) {
  await sql`SELECT figures_rebuild()`.execute(db);
}
