import type { Kysely } from 'kysely';
import type { AnswerReportBody, FamilyReport } from '@athar/contract/moderation/reports';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { reportReasonLabels, suggestedFixes } from '@athar/contract/moderation/report-reasons';
import { AppError } from '@athar/server-kit/errors';
import {
  answerFamilyReport,
  closeFamilyReport,
  findOpenReport,
  listFamilyReports,
} from '../../db/queries/campaign-reports';
import type { Database } from '../../db/schema';
import { requireCampaignManager } from '../campaigns/campaign-managers';

/** The reports waiting for the family: the reason, the fix asked for and the time left; never the reporter. */
export async function familyReports(
  db: Kysely<Database>,
  campaignId: number,
  userId: number,
): Promise<FamilyReport[]> {
  await requireCampaignManager(db, campaignId, userId);
  const rows = await listFamilyReports(db, campaignId);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    reason_label: reportReasonLabels[row.reason],
    suggested_fix: suggestedFixes[row.reason],
    details: row.details,
    update:
      row.family_update_body !== null
        ? { kind: 'family_update' as const, body: row.family_update_body }
        : row.delivery_update_body !== null
          ? { kind: 'delivery_update' as const, body: row.delivery_update_body }
          : null,
    created_at: new Date(row.created_at).toISOString(),
    family_due_at: new Date(row.family_due_at!).toISOString(),
  }));
}

/**
 * The family marks a report fixed (it closes) or answers it (the answer goes on to a moderator). A
 * report that is not the family's to answer — another campaign's, closed, or in the queue — is not found.
 */
export async function answerReport(
  db: Kysely<Database>,
  reportId: number,
  userId: number,
  body: AnswerReportBody,
): Promise<'fixed' | 'answer'> {
  const report = await findOpenReport(db, reportId);
  if (!report || report.stage !== 'family')
    throw new AppError('NOT_FOUND', moderationMessages.reportNotFound);
  try {
    await requireCampaignManager(db, report.campaign_id, userId);
  } catch {
    throw new AppError('NOT_FOUND', moderationMessages.reportNotFound);
  }
  const done =
    body.action === 'fixed'
      ? await closeFamilyReport(db, reportId, 'family_fixed')
      : await answerFamilyReport(db, reportId, body.note);
  if (!done) throw new AppError('NOT_FOUND', moderationMessages.reportNotFound);
  return body.action;
}
