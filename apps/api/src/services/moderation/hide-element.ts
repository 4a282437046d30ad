import type { Kysely } from 'kysely';
import { hiddenPartLabels, partHasId, type HiddenPart } from '@athar/contract/moderation/hidden-parts';
import type { FamilyHiddenPart } from '@athar/contract/moderation/hide';
import { apiMessages } from '@athar/contract/messages';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { AppError } from '@athar/server-kit/errors';
import type { AuditRecord } from '../../db/queries/audit-log';
import { campaignManagerIds } from '../../db/queries/campaign-managers';
import { closeCampaignReports } from '../../db/queries/campaign-reports';
import { currentlyHidden, hidePart } from '../../db/queries/hidden-parts';
import { insertDecision, lockCampaignModeration } from '../../db/queries/moderation-queue';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit-trail';
import { requireCampaignManager } from '../campaigns/campaign-managers';
import { enqueueMail } from '../mail-outbox/outbox-mail';

/**
 * A moderator hides one element of a campaign (docs/decisions/036), in one transaction: the element
 * (a dua or an update only if it is this campaign's: another campaign's id is a 404, never a change
 * there), the campaign's open reports closed, the decision with its reason, a mail to each of the
 * family saying what was hidden and why, and the audit entry.
 */
export async function hideElement(
  db: Kysely<Database>,
  actor: { id: number; origin: Pick<AuditRecord, 'ip' | 'user_agent'> },
  campaignId: number,
  hide: { part: HiddenPart; part_id?: number | undefined; reason: string },
): Promise<void> {
  const partId = partHasId(hide.part) ? (hide.part_id ?? null) : null;
  await db.transaction().execute(async (trx) => {
    const campaign = await lockCampaignModeration(trx, campaignId);
    if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
    if (!(await hidePart(trx, campaignId, hide.part, partId)))
      throw new AppError('NOT_FOUND', moderationMessages.partNotFound);
    const closed = await closeCampaignReports(trx, campaignId, 'hidden');
    const decisionId = await insertDecision(trx, {
      campaign_id: campaignId,
      outcome: 'hidden',
      reason: hide.reason,
      decided_by: actor.id,
      part: hide.part,
      part_id: partId,
    });
    for (const userId of await campaignManagerIds(trx, campaignId)) {
      await enqueueMail(trx, {
        kind: 'moderation_outcome',
        payload: { decision_id: decisionId, user_id: userId },
      });
    }
    await recordAudit(trx, {
      actor_kind: 'operator',
      actor_id: actor.id,
      ...actor.origin,
      action: 'campaign.moderation.hidden',
      object_kind: 'campaign',
      object_id: campaignId,
      changes: {
        part: [null, hide.part],
        part_id: [null, partId],
        reports_closed: [0, closed],
        reason: [null, hide.reason],
      },
    });
  });
}

/**
 * What a moderator hid and is still hidden, for the family (a manager; 404 for anyone else), each with
 * the moderator's reason.
 */
export async function familyHiddenParts(
  db: Kysely<Database>,
  campaignId: number,
  userId: number,
): Promise<FamilyHiddenPart[]> {
  await requireCampaignManager(db, campaignId, userId);
  return hiddenPartsOf(db, campaignId);
}

/** What is hidden on a campaign now, for its case and for its family. */
export async function hiddenPartsOf(db: Kysely<Database>, campaignId: number): Promise<FamilyHiddenPart[]> {
  const found = await currentlyHidden(db, campaignId);
  const reasonOf = (part: HiddenPart, partId: number | null) => {
    const decision = found.decisions.find(
      (d) => d.part === part && (d.part_id === null ? null : Number(d.part_id)) === partId,
    );
    return {
      reason: decision?.reason ?? '',
      hidden_at: decision ? new Date(decision.decided_at).toISOString() : new Date(0).toISOString(),
    };
  };
  const entry = (part: HiddenPart, partId: number | null, text: string | null, imageUrl: string | null) => ({
    part,
    part_id: partId,
    label: hiddenPartLabels[part],
    text,
    image_url: imageUrl,
    ...reasonOf(part, partId),
  });
  const parts: FamilyHiddenPart[] = [];
  // the hidden photo's files are private now (docs/decisions/044): its label and reason, not its address
  if (found.campaign?.hidden_image) parts.push(entry('photo', null, null, null));
  if (found.campaign?.hidden_description !== null && found.campaign?.hidden_description !== undefined)
    parts.push(entry('description', null, found.campaign.hidden_description, null));
  for (const dua of found.duas) parts.push(entry('dua', Number(dua.id), dua.body, null));
  for (const update of found.familyUpdates)
    parts.push(entry('family_update', Number(update.id), update.body, null));
  for (const update of found.deliveryUpdates)
    parts.push(entry('delivery_update', Number(update.id), update.body, null));
  return parts;
}
