import type { Kysely } from 'kysely';
import { moderationMessages } from '@athar/contract/moderation/messages';
import {
  APPEALS_PER_DAY,
  type AppealBody,
  type AppealableOutcomeView,
} from '@athar/contract/moderation/appeals';
import type { HiddenPart } from '@athar/contract/moderation/hidden-parts';
import { AppError } from '@athar/server-kit/errors';
import { insertReport } from '../../db/queries/campaign-reports';
import { currentlyHidden } from '../../db/queries/hidden-parts';
import {
  appealsToday,
  campaignModeration,
  campaignAppeals,
  appealableDecisions,
  hasOpenAppeal,
  insertAppeal,
  recentlyAnsweredDecisions,
} from '../../db/queries/moderation-appeals';
import { lockCampaignModeration } from '../../db/queries/moderation-queue';
import type { Database } from '../../db/schema';
import { requireCampaignManager } from '../campaigns/campaign-managers';

const iso = (value: Date | string) => new Date(value).toISOString();
type Decision = Awaited<ReturnType<typeof appealableDecisions>>[number];

/**
 * The outcomes still in force on a campaign (migration 044): the pause or take-down it is under now,
 * and each element still hidden (its latest hide decision). Only these may be appealed.
 */
export async function outcomesInForce(db: Kysely<Database>, campaignId: number): Promise<Decision[]> {
  const [decisions, campaign, hidden] = await Promise.all([
    appealableDecisions(db, campaignId),
    campaignModeration(db, campaignId),
    currentlyHidden(db, campaignId),
  ]);
  const stillHidden = new Set<string>();
  if (hidden.campaign?.hidden_image != null) stillHidden.add('photo:');
  if (hidden.campaign?.hidden_description != null) stillHidden.add('description:');
  for (const row of hidden.duas) stillHidden.add(`dua:${row.id}`);
  for (const row of hidden.familyUpdates) stillHidden.add(`family_update:${row.id}`);
  for (const row of hidden.deliveryUpdates) stillHidden.add(`delivery_update:${row.id}`);
  const seen = new Set<string>();
  return decisions.filter((decision) => {
    const key =
      decision.outcome === 'hidden' ? `${decision.part}:${decision.part_id ?? ''}` : decision.outcome;
    if (seen.has(key)) return false;
    seen.add(key);
    return decision.outcome === 'hidden' ? stillHidden.has(key) : decision.outcome === campaign;
  });
}

/**
 * What the family's page shows (managers only): each outcome in force, and each whose appeal was
 * answered in the last week, with its latest appeal.
 */
export async function familyAppeals(
  db: Kysely<Database>,
  campaignId: number,
  userId: number,
): Promise<AppealableOutcomeView[]> {
  await requireCampaignManager(db, campaignId, userId);
  return appealsView(db, campaignId);
}

async function appealsView(db: Kysely<Database>, campaignId: number): Promise<AppealableOutcomeView[]> {
  const [inForce, answered, appeals] = await Promise.all([
    outcomesInForce(db, campaignId),
    recentlyAnsweredDecisions(db, campaignId),
    campaignAppeals(db, campaignId),
  ]);
  const decisions = [...inForce];
  for (const decision of answered) if (!decisions.some((d) => d.id === decision.id)) decisions.push(decision);
  return decisions.map((decision) => {
    const appeal = appeals.find((a) => a.decision_id === decision.id);
    return {
      decision_id: decision.id,
      outcome: decision.outcome as AppealableOutcomeView['outcome'],
      part: (decision.part ?? null) as HiddenPart | null,
      reason: decision.reason,
      decided_at: iso(decision.decided_at),
      in_force: inForce.some((d) => d.id === decision.id),
      appeal: appeal
        ? {
            id: appeal.id,
            state: appeal.state,
            body: appeal.body,
            created_at: iso(appeal.created_at),
            answer: appeal.answer,
            decided_at: appeal.decided_at ? iso(appeal.decided_at) : null,
          }
        : null,
    };
  });
}

/**
 * The family appeals one outcome in force (migration 044), in one transaction on the campaign's
 * locked row: one open appeal per outcome, at most APPEALS_PER_DAY a campaign a day, and the case
 * enters the moderators' queue as a severe one (reason 'appeal'; a second appeal joins the open case).
 */
export async function appealOutcome(
  db: Kysely<Database>,
  campaignId: number,
  userId: number,
  body: AppealBody,
): Promise<AppealableOutcomeView[]> {
  await requireCampaignManager(db, campaignId, userId);
  await db.transaction().execute(async (trx) => {
    await lockCampaignModeration(trx, campaignId);
    const inForce = await outcomesInForce(trx, campaignId);
    if (!inForce.some((decision) => decision.id === body.decision_id))
      throw new AppError('NOT_FOUND', moderationMessages.appealNotFound);
    if (await hasOpenAppeal(trx, body.decision_id))
      throw new AppError('CONFLICT', moderationMessages.appealOpen);
    if ((await appealsToday(trx, campaignId)) >= APPEALS_PER_DAY)
      throw new AppError('TOO_MANY_REQUESTS', moderationMessages.appealLimited);
    await insertAppeal(trx, {
      campaign_id: campaignId,
      decision_id: body.decision_id,
      appellant: userId,
      body: body.body,
    });
    await insertReport(trx, {
      campaign_id: campaignId,
      reason: 'appeal',
      details: null,
      contact: null,
      reporter: 'family',
      stage: 'queue',
      familyHours: 0,
    });
  });
  return appealsView(db, campaignId);
}
