import type { Kysely } from 'kysely';
import type { HistoryEvent } from '@athar/contract/moderation/case-history';
import { apiMessages } from '@athar/contract/messages';
import { piastersToEgp } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { reportReasonLabels } from '@athar/contract/moderation/report-reasons';
import type { StoredReportReason } from '@athar/contract/moderation/report-reasons';
import { AppError } from '@athar/server-kit/errors';
import { campaignExists } from '../../db/queries/campaigns';
import { campaignHistory } from '../../db/queries/campaign-history';
import type { Database } from '../../db/schema';

/**
 * A page of a campaign's history for its moderation case (docs/decisions/044): what a moderator may
 * know — who created it and edited it, the reports' reasons, the donations by day as counts and sums.
 */
export async function readCaseHistory(
  db: Kysely<Database>,
  campaignId: number,
  page: { before_at?: string | undefined; before_key?: string | undefined; limit: number },
): Promise<{ items: HistoryEvent[]; next: { before_at: string; before_key: string } | null }> {
  if (!(await campaignExists(db, campaignId))) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  const before =
    page.before_at !== undefined && page.before_key !== undefined
      ? { at: page.before_at, key: page.before_key }
      : undefined;
  const rows = await campaignHistory(db, campaignId, { before, limit: page.limit });
  const items = rows.slice(0, page.limit).map((row) => ({
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    key: row.key,
    by: row.by,
    what: row.what ?? [],
    reason: row.reason ? reportReasonLabels[row.reason as StoredReportReason] : null,
    count: row.count === null ? null : Number(row.count),
    amount: row.amount === null ? null : piastersToEgp(piasters(Number(row.amount))),
  }));
  const last = items.at(-1);
  const next = rows.length > page.limit && last ? { before_at: last.at, before_key: last.key } : null;
  return { items, next };
}
