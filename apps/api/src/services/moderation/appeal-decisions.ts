import type { Kysely, Transaction } from 'kysely';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { AppError } from '@athar/server-kit/errors';
import type { AuditRecord } from '../../db/queries/audit-log';
import { campaignManagerIds } from '../../db/queries/campaign-managers';
import { unhidePart } from '../../db/queries/hidden-parts';
import { answerAppeal, closeAppealCaseIfDone, lockAppeal } from '../../db/queries/moderation-appeals';
import { insertDecision, lockCampaignModeration } from '../../db/queries/moderation-queue';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit-trail';
import { enqueueMail } from '../mail-outbox/outbox-mail';
import { decideIn, type OutcomeEntry } from './moderation-decisions';

type Appeal = NonNullable<Awaited<ReturnType<typeof lockAppeal>>>;

/**
 * A moderator decides the family's appeal (migration 044), in one transaction on the campaign's locked
 * row, so two moderators deciding at once decide once (the second is told it was decided). The
 * operators who made the original decision — the one who decided it and, for a take-down, the one who
 * approved it — may not decide its appeal, admins included (403). Upheld: nothing changes. Granted:
 * the outcome is undone as restore undoes it (a pause or a take-down: the campaign back, and what was
 * hidden shown again; one hidden element: that element back). Either way the answer is mailed to each
 * of the family and audited. Pending cash collections are not touched. The campaign's id.
 */
export async function decideAppeal(
  db: Kysely<Database>,
  actor: { id: number; origin: Pick<AuditRecord, 'ip' | 'user_agent'> },
  appealId: number,
  decision: { result: 'upheld' | 'granted'; reason: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const first = await lockAppeal(trx, appealId);
    if (!first) throw new AppError('NOT_FOUND', moderationMessages.appealNotFound);
    await lockCampaignModeration(trx, first.campaign_id);
    const appeal = (await lockAppeal(trx, appealId))!;
    if (appeal.state !== 'open') throw new AppError('CONFLICT', moderationMessages.appealDecided);
    if (appeal.decided_by === actor.id || appeal.approved_by === actor.id)
      throw new AppError('FORBIDDEN', moderationMessages.appealSameModerator);
    const undone = decision.result === 'granted' ? await undo(trx, appeal, actor.id, decision.reason) : null;
    await answerAppeal(trx, appealId, {
      state: decision.result,
      answer: decision.reason,
      decided_by: actor.id,
    });
    await closeAppealCaseIfDone(trx, appeal.campaign_id);
    for (const userId of await campaignManagerIds(trx, appeal.campaign_id)) {
      await enqueueMail(trx, { kind: 'appeal_decided', payload: { appeal_id: appealId, user_id: userId } });
    }
    await recordAudit(trx, {
      actor_kind: 'operator',
      actor_id: actor.id,
      ...actor.origin,
      action: `campaign.appeal.${decision.result}`,
      object_kind: 'campaign',
      object_id: appeal.campaign_id,
      changes: {
        appeal_id: [null, appealId],
        appealed_decision: [null, appeal.decision_id],
        appeal_state: ['open', decision.result],
        reason: [null, decision.reason],
        ...(undone?.changes ?? {}),
      },
    });
    return appeal.campaign_id;
  });
}

/** Undoes the appealed outcome, as restore does for its kind; refused when it was undone already. */
async function undo(
  trx: Transaction<Database>,
  appeal: Appeal,
  operatorId: number,
  reason: string,
): Promise<Pick<OutcomeEntry, 'changes'>> {
  if (appeal.outcome === 'hidden') {
    const partId = appeal.part_id === null ? null : Number(appeal.part_id);
    if (!appeal.part || !(await unhidePart(trx, appeal.campaign_id, appeal.part, partId)))
      throw new AppError('CONFLICT', moderationMessages.appealUndone);
    await insertDecision(trx, {
      campaign_id: appeal.campaign_id,
      outcome: 'restored',
      reason,
      decided_by: operatorId,
    });
    return { changes: { hidden_restored: [0, 1], part: [appeal.part, null] } };
  }
  const campaign = await lockCampaignModeration(trx, appeal.campaign_id);
  if (campaign?.moderation !== appeal.outcome)
    throw new AppError('CONFLICT', moderationMessages.appealUndone);
  const entry = await decideIn(trx, appeal.campaign_id, {
    outcome: 'restored',
    reason,
    decidedBy: operatorId,
    mail: false,
  });
  return { changes: entry.changes };
}
