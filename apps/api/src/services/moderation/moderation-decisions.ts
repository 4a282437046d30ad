import type { Kysely, Transaction } from 'kysely';
import { apiMessages } from '@athar/contract/messages';
import { moderationMessages } from '@athar/contract/moderation/messages';
import type { DirectOutcome } from '@athar/contract/moderation/queue';
import { AppError } from '@athar/server-kit/errors';
import { campaignManagerIds } from '../../db/queries/campaign-managers';
import { closeCampaignReports } from '../../db/queries/campaign-reports';
import { unhideAll } from '../../db/queries/hidden-parts';
import {
  insertDecision,
  lockCampaignModeration,
  setCampaignModeration,
} from '../../db/queries/moderation-queue';
import type { Database } from '../../db/schema';
import type { CampaignModeration } from '../../db/schema-moderation';
import type { AuditRecord } from '../../db/queries/audit-log';
import { recordAudit } from '../audit/audit-trail';
import { enqueueMail } from '../mail-outbox/outbox-mail';

type Outcome = DirectOutcome | 'taken_down';

/** The moderator who decides, from where. */
interface Actor {
  id: number;
  origin: Pick<AuditRecord, 'ip' | 'user_agent'>;
}

/** What each outcome leaves the campaign as, and when it may not be decided. */
const after: Record<Outcome, (now: CampaignModeration | null) => CampaignModeration | null> = {
  dismissed: (now) => now,
  paused: (now) => {
    if (now === 'paused') throw new AppError('CONFLICT', moderationMessages.alreadyPaused);
    if (now === 'taken_down') throw new AppError('CONFLICT', moderationMessages.alreadyTakenDown);
    return 'paused';
  },
  taken_down: (now) => {
    if (now === 'taken_down') throw new AppError('CONFLICT', moderationMessages.alreadyTakenDown);
    return 'taken_down';
  },
  restored: (now) => {
    if (now === null) throw new AppError('CONFLICT', moderationMessages.notModerated);
    return null;
  },
};

/** The audit entry of an outcome, without its actor (the caller's, or the four-eyes approval's). */
export type OutcomeEntry = Omit<AuditRecord, 'actor_kind' | 'actor_id' | 'ip' | 'user_agent'>;

/**
 * Carries an outcome out in the caller's transaction: the campaign's state, its open reports closed,
 * the decision with its reason, and a mail to each of the family saying what was done and why.
 * Answers the audit entry for the caller to write in the same transaction. A take-down is decided by
 * the operator who asked (`decidedBy`) and approved by another (`approvedBy`).
 */
export async function decideIn(
  trx: Transaction<Database>,
  campaignId: number,
  decision: { outcome: Outcome; reason: string; decidedBy: number; approvedBy?: number; mail?: boolean },
): Promise<OutcomeEntry> {
  const campaign = await lockCampaignModeration(trx, campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  // restore also puts back every element a moderator hid (docs/decisions/036)
  const unhidden = decision.outcome === 'restored' ? await unhideAll(trx, campaignId) : 0;
  const next =
    unhidden > 0 && campaign.moderation === null ? null : after[decision.outcome](campaign.moderation);
  if (next !== campaign.moderation) await setCampaignModeration(trx, campaignId, next);
  const closed = await closeCampaignReports(trx, campaignId, decision.outcome);
  if (decision.outcome === 'dismissed' && closed === 0)
    throw new AppError('CONFLICT', moderationMessages.notInQueue);
  const decisionId = await insertDecision(trx, {
    campaign_id: campaignId,
    outcome: decision.outcome,
    reason: decision.reason,
    decided_by: decision.decidedBy,
    approved_by: decision.approvedBy ?? null,
  });
  // a granted appeal (migration 044) mails its own answer instead
  // a dismissal changes nothing the family sees: they are not troubled with it
  if (decision.outcome !== 'dismissed' && decision.mail !== false) {
    for (const userId of await campaignManagerIds(trx, campaignId)) {
      await enqueueMail(trx, {
        kind: 'moderation_outcome',
        payload: { decision_id: decisionId, user_id: userId },
      });
    }
  }
  return {
    action: `campaign.moderation.${decision.outcome}`,
    object_kind: 'campaign',
    object_id: campaignId,
    changes: {
      moderation: [campaign.moderation, next],
      reports_closed: [0, closed],
      ...(unhidden > 0 ? { hidden_restored: [0, unhidden] } : {}),
      reason: [null, decision.reason],
    },
  };
}

/** A moderator's outcome decided alone (dismiss, pause, restore), in its own transaction. */
export async function decide(
  db: Kysely<Database>,
  actor: Actor,
  campaignId: number,
  decision: { outcome: DirectOutcome; reason: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const entry = await decideIn(trx, campaignId, { ...decision, decidedBy: actor.id });
    await recordAudit(trx, { actor_kind: 'operator', actor_id: actor.id, ...actor.origin, ...entry });
  });
}
