import type { Kysely } from 'kysely';
import { apiMessages } from '@athar/contract/messages';
import { piastersToEgp } from '@athar/contract/money';
import { FIRST_LOOK_HOURS, isSevere, reportReasonLabels } from '@athar/contract/moderation/report-reasons';
import type { CaseReport, ModerationCase, QueueItem } from '@athar/contract/moderation/queue';
import type { CaseAppeal } from '@athar/contract/moderation/appeal-case';
import { moderationHiddenPhotoRoute } from '@athar/contract/routes/moderation';
import { signalLabels } from '@athar/contract/moderation/signals';
import { AppError } from '@athar/server-kit/errors';
import type { AuditRecord } from '../../db/queries/audit-log';
import { caseSignals } from '../../db/queries/campaign-signals';
import { caseAppeals } from '../../db/queries/moderation-appeals';
import {
  caseCampaign,
  caseDecisions,
  caseReports,
  listQueue,
  markFirstLook,
  pendingTakeDown,
  waitingTakeDowns,
} from '../../db/queries/moderation-queue';
import type { Database } from '../../db/schema';
import { campaignImageUrl } from '../../lib/media-url';
import { recordAudit } from '../audit/audit-trail';
import { hiddenPartsOf } from './hide-element';

const HOUR = 60 * 60_000;
const hiddenPhotoUrl = (campaignId: number) =>
  moderationHiddenPhotoRoute.path.replace(':campid', () => String(campaignId));

/** The update a report is about, as the page showed it (migration 052); null for the page itself. */
function reportedUpdate(report: Awaited<ReturnType<typeof caseReports>>[number]): CaseReport['update'] {
  if (report.family_update_id !== null && report.family_update_body !== null)
    return {
      kind: 'family_update',
      id: Number(report.family_update_id),
      body: report.family_update_body,
      hidden: report.family_update_hidden === true,
    };
  if (report.delivery_update_id !== null && report.delivery_update_body !== null)
    return {
      kind: 'delivery_update',
      id: Number(report.delivery_update_id),
      body: report.delivery_update_body,
      hidden: report.delivery_update_hidden === true,
    };
  return null;
}
const iso = (value: Date | string) => new Date(value).toISOString();

/** One page of the queue, oldest first, each campaign with its first-look clock. */
export async function moderationQueue(
  db: Kysely<Database>,
  page: { after_at?: string | undefined; after_id?: number | undefined; limit: number },
): Promise<{ items: QueueItem[]; next: { after_at: string; after_id: number } | null }> {
  const after =
    page.after_at !== undefined && page.after_id !== undefined
      ? { at: page.after_at, id: page.after_id }
      : undefined;
  const rows = await listQueue(db, { after, limit: page.limit });
  const waiting = new Map(
    (
      await waitingTakeDowns(
        db,
        rows.slice(0, page.limit).map((row) => Number(row.campaign_id)),
      )
    ).map((request) => [
      Number(request.object_id),
      { requested_by: request.requested_by ?? '—', requested_at: iso(request.requested_at) },
    ]),
  );
  const items = rows.slice(0, page.limit).map((row) => {
    const queued = new Date(row.first_queued_at!);
    const due = queued.getTime() + FIRST_LOOK_HOURS * HOUR;
    return {
      campaign_id: Number(row.campaign_id),
      title: row.title,
      reports: Number(row.reports),
      severe: Boolean(row.severe),
      first_queued_at: queued.toISOString(),
      first_look_due_at: new Date(due).toISOString(),
      first_look_at: row.first_look_at ? iso(row.first_look_at) : null,
      first_look_late: !row.first_look_at && due < Date.now(),
      moderation: row.moderation,
      take_down_waiting: waiting.get(Number(row.campaign_id)) ?? null,
    };
  });
  const last = items[items.length - 1];
  const next =
    rows.length > page.limit && last ? { after_at: last.first_queued_at, after_id: last.campaign_id } : null;
  return { items, next };
}

/** A campaign's case as a moderator reads it; the reports' contacts are personal data, read in one go. */
export async function readCase(db: Kysely<Database>, campaignId: number): Promise<ModerationCase> {
  const campaign = await caseCampaign(db, campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  const [reports, signals, hidden, decisions, takeDown, appeals] = await Promise.all([
    caseReports(db, campaignId),
    caseSignals(db, campaignId),
    hiddenPartsOf(db, campaignId),
    caseDecisions(db, campaignId),
    pendingTakeDown(db, campaignId),
    caseAppeals(db, campaignId),
  ]);
  return {
    campaign_id: Number(campaign.id),
    title: campaign.title,
    description: campaign.description,
    image: campaign.image ? campaignImageUrl(campaign.image) : null,
    created_at: iso(campaign.created_at),
    creator_name: campaign.creator_name,
    ngo_name: campaign.ngo_name,
    collected: piastersToEgp(campaign.collected),
    moderation: campaign.moderation,
    take_down_request: takeDown === null ? null : Number(takeDown),
    // the hidden photo is shown to the moderator through the checked, audited route (docs/decisions/047)
    hidden_parts: hidden.map((part) =>
      part.part === 'photo' ? { ...part, image_url: hiddenPhotoUrl(campaignId) } : part,
    ),
    appeals: appeals.map(({ decided_by_id, approved_by_id, ...appeal }) => ({
      ...appeal,
      id: Number(appeal.id),
      decision_id: Number(appeal.decision_id),
      outcome: appeal.outcome as CaseAppeal['outcome'],
      created_at: iso(appeal.created_at),
      decision_at: iso(appeal.decision_at),
      answered_at: appeal.answered_at ? iso(appeal.answered_at) : null,
      excluded_operator_ids: [decided_by_id, ...(approved_by_id === null ? [] : [approved_by_id])].map(
        Number,
      ),
    })),
    reports: reports.map((report) => ({
      id: Number(report.id),
      dua_id: report.dua_id === null ? null : Number(report.dua_id),
      update: reportedUpdate(report),
      reason: report.reason,
      reason_label: reportReasonLabels[report.reason],
      details: report.details,
      contact: report.contact,
      stage: report.stage,
      created_at: iso(report.created_at),
      family_answer: report.family_answer,
      closed_how: report.closed_how,
    })),
    signals: signals.map((signal) => ({
      kind: signal.kind,
      label: signalLabels[signal.kind],
      detail: signal.detail,
      source: signal.source,
      source_id: signal.source_id === null ? null : Number(signal.source_id),
      other:
        signal.other_campaign_id !== null && signal.other_title !== null && signal.other_code !== null
          ? {
              campaign_id: Number(signal.other_campaign_id),
              title: signal.other_title,
              code: signal.other_code,
            }
          : null,
      created_at: iso(signal.created_at),
    })),
    decisions: decisions.map((decision) => ({
      ...decision,
      decided_at: iso(decision.decided_at),
    })),
  };
}

/**
 * A moderator opens a case: the first look is recorded on its queued reports, and the read of the
 * reporters' contacts is audited in the same transaction (docs/decisions/031: every read of personal data).
 */
export async function openCase(
  db: Kysely<Database>,
  actor: { id: number; origin: Pick<AuditRecord, 'ip' | 'user_agent'> },
  campaignId: number,
): Promise<ModerationCase> {
  return db.transaction().execute(async (trx) => {
    const found = await readCase(trx, campaignId);
    await markFirstLook(trx, campaignId);
    const contacts = found.reports.filter((report) => report.contact !== null).length;
    await recordAudit(trx, {
      actor_kind: 'operator',
      actor_id: actor.id,
      ...actor.origin,
      action: 'campaign.reports.viewed',
      object_kind: 'campaign',
      object_id: campaignId,
      changes: {
        reporter_contacts: [null, contacts],
        severe: [null, found.reports.some((r) => isSevere(r.reason))],
      },
    });
    return found;
  });
}
