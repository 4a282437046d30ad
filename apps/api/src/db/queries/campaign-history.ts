import { sql, type Kysely } from 'kysely';
import { CAIRO_TIME_ZONE } from '../../lib/cairo-time';
import type { Database } from '../schema';
import type { CampaignEditPart } from '../schema-moderation';

export interface HistoryRow {
  kind: 'created' | 'edited' | 'reported' | 'donations';
  at: Date;
  key: string;
  by: string | null;
  what: CampaignEditPart[] | null;
  reason: string | null;
  count: number | null;
  amount: string | null;
}

const ms = (column: string) => sql`date_trunc('milliseconds', ${sql.raw(column)})`;

/**
 * One page of a campaign's history (docs/decisions/044), newest first, keyset by (`at`, `key`): its
 * creation, the family's edits, the reports (their reason only) and each Cairo day's confirmed
 * donations (count and sum only: no donor). Each part reads its campaign index; `limit + 1` rows.
 */
export async function campaignHistory(
  db: Kysely<Database>,
  campaignId: number,
  page: { before?: { at: string; key: string } | undefined; limit: number },
): Promise<HistoryRow[]> {
  const before = page.before
    ? sql`WHERE (h.at, h.key) < (${page.before.at}::timestamptz, ${page.before.key})`
    : sql``;
  const day = sql`to_char(d.confirmed_at AT TIME ZONE ${sql.lit(CAIRO_TIME_ZONE)}, 'YYYYMMDD')`;
  const { rows } = await sql<HistoryRow>`
    SELECT h.* FROM (
      SELECT ${ms('c.created_at')} AS at, 'created' AS kind, 'c' || c.id AS key, u.user_name AS by,
             NULL::text[] AS what, NULL::text AS reason, NULL::int AS count, NULL::bigint AS amount
        FROM campaigns c LEFT JOIN users u ON u.id = c.user_id
       WHERE c.id = ${campaignId}
      UNION ALL
      SELECT ${ms('e.edited_at')}, 'edited', 'e' || e.id, u.user_name, e.what, NULL, NULL, NULL
        FROM campaign_edits e LEFT JOIN users u ON u.id = e.user_id
       WHERE e.campaign_id = ${campaignId}
      UNION ALL
      SELECT ${ms('r.created_at')}, 'reported', 'r' || r.id, NULL, NULL, r.reason, NULL, NULL
        FROM campaign_reports r
       WHERE r.campaign_id = ${campaignId}
      UNION ALL
      SELECT ${ms('max(d.confirmed_at)')}, 'donations', 'd' || ${day}, NULL, NULL, NULL,
             count(*)::int, sum(d.amount)::bigint
        FROM donations d
       WHERE d.campaign_id = ${campaignId} AND d.status = 'confirmed' AND d.confirmed_at IS NOT NULL
       GROUP BY ${day}
    ) h
    ${before}
    ORDER BY h.at DESC, h.key DESC
    LIMIT ${page.limit + 1}`.execute(db);
  return rows;
}
