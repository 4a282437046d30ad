import type { Kysely, Transaction } from 'kysely';
import { apiMessages } from '@athar/contract/messages';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { FAMILY_HOURS, isSevere, type StoredReportReason } from '@athar/contract/moderation/report-reasons';
import type { ReportedUpdateKind } from '@athar/contract/moderation/reports';
import { AppError } from '@athar/server-kit/errors';
import { campaignManagerIds } from '../../db/queries/campaign-managers';
import { insertReport, isReportableUpdate, reportMailQueuedSince } from '../../db/queries/campaign-reports';
import { findDuaCampaign } from '../../db/queries/duas';
import type { Database } from '../../db/schema';
import type { LimitRule } from '../../lib/rate-limiter';
import type { LimitedDeps } from '../service-deps';
import { enqueueMail } from '../mail-outbox/outbox-mail';

const HOUR = 60 * 60_000;

/**
 * Reports are limited per reporter (the account, or the address) and per campaign: a flood from many
 * clients is refused past the campaign's count, and never reaches the family more than once a window
 * (REPORT_MAIL_WINDOW_MS). Nothing a report does locks the family out: only a moderator acts on a page.
 */
export const reportLimitRules = {
  reporter: { name: 'report-reporter', max: 10, windowMs: HOUR },
  address: { name: 'report-ip', max: 30, windowMs: HOUR },
  campaign: { name: 'report-campaign', max: 50, windowMs: HOUR },
} satisfies Record<string, LimitRule>;

/** At most one 'report_to_family' mail per campaign in this time. */
export const REPORT_MAIL_WINDOW_MS = 24 * HOUR;

export interface ReportInput {
  reason: StoredReportReason;
  details: string | null;
  contact: string | null;
  dua_id?: number | null;
  /** the family or delivery update of the page the report is about (migration 052) */
  update?: { kind: ReportedUpdateKind; id: number } | undefined;
}

/**
 * Mails each of the family (creator and co-administrators) that a report waits for them, unless one
 * was queued for the campaign within the window; the caller holds the campaign's row.
 */
async function tellFamily(trx: Transaction<Database>, campaignId: number): Promise<boolean> {
  if (await reportMailQueuedSince(trx, campaignId, new Date(Date.now() - REPORT_MAIL_WINDOW_MS)))
    return false;
  for (const userId of await campaignManagerIds(trx, campaignId)) {
    await enqueueMail(trx, {
      kind: 'report_to_family',
      payload: { campaign_id: campaignId, user_id: userId },
    });
  }
  return true;
}

/**
 * Records a report in its transaction: a mild one goes to the family (48 hours, a mail at most once a
 * window), a severe one to the moderators' queue. A reporter's second click on the same open report
 * changes nothing. Answers whether a mail was queued.
 */
export async function recordReport(
  trx: Transaction<Database>,
  campaignId: number,
  input: ReportInput,
  reporter: string,
): Promise<{ mailQueued: boolean }> {
  const stage = isSevere(input.reason) ? 'queue' : 'family';
  const id = await insertReport(trx, {
    campaign_id: campaignId,
    dua_id: input.dua_id ?? null,
    family_update_id: input.update?.kind === 'family_update' ? input.update.id : null,
    delivery_update_id: input.update?.kind === 'delivery_update' ? input.update.id : null,
    reason: input.reason,
    details: input.details,
    contact: input.contact,
    reporter,
    stage,
    familyHours: FAMILY_HOURS,
  });
  if (id === undefined || stage === 'queue') return { mailQueued: false };
  return { mailQueued: await tellFamily(trx, campaignId) };
}

/** An update named by a report must be on this page: another campaign's or a hidden one is a 404. */
async function requireReportableUpdate(
  db: Kysely<Database>,
  campaignId: number,
  update: ReportInput['update'],
): Promise<void> {
  if (update && !(await isReportableUpdate(db, campaignId, update)))
    throw new AppError('NOT_FOUND', moderationMessages.updateNotFound);
}

/** A visitor's report of a campaign (reasons of report-reasons.ts), limited per reporter and campaign. */
export async function reportCampaign(
  deps: LimitedDeps,
  campaignId: number,
  input: ReportInput,
  reporter: { id: string; ip: string },
): Promise<{ mailQueued: boolean }> {
  if (!(await findDuaCampaign(deps.db, campaignId)))
    throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  await requireReportableUpdate(deps.db, campaignId, input.update);
  const own = await deps.rateLimiter.reserve(
    [
      { rule: reportLimitRules.reporter, subject: reporter.id },
      { rule: reportLimitRules.address, subject: reporter.ip },
    ],
    moderationMessages.reporterLimited,
  );
  try {
    await deps.rateLimiter.reserve(
      [{ rule: reportLimitRules.campaign, subject: String(campaignId) }],
      moderationMessages.campaignLimited,
    );
  } catch (error) {
    await own.release();
    throw error;
  }
  return deps.db.transaction().execute(async (trx) => {
    // the campaign's row is held: reports at once tell the family once
    await findDuaCampaign(trx, campaignId, true);
    // hidden meanwhile: nothing is written
    await requireReportableUpdate(trx, campaignId, input.update);
    return recordReport(trx, campaignId, input, reporter.id);
  });
}
