import type { Kysely, Transaction } from 'kysely';
import { approvalDuties, type ApprovalAction, type ApprovalRecord } from '@athar/contract/operator/approvals';
import { operatorMessages } from '@athar/contract/operator/messages';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { AppError } from '@athar/server-kit/errors';
import type { AuditRecord } from '../../db/queries/audit-log';
import { findPermit } from '../../db/queries/charity-permits';
import {
  decideApproval,
  findApproval,
  insertApproval,
  listApprovals,
} from '../../db/queries/operator-approvals';
import { setOperatorRoles } from '../../db/queries/operator-roles';
import { findOperator } from '../../db/queries/operators';
import { teamMessages } from '@athar/contract/operator/team-messages';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit-trail';
import { revokeAndCancelIn, type RevokedDonation } from '../charity/permits';
import { apiMessages } from '@athar/contract/messages';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { caseCampaign } from '../../db/queries/moderation-queue';
import { decideIn } from '../moderation/moderation-decisions';
import {
  applyPaymentSettingChange,
  checkPaymentSettingChange,
  closePaymentSettingChangeAs,
} from '../charity/payment-settings';

/** Who acts, with which duties, from where. */
export interface Actor {
  id: number;
  roles: readonly OperatorRole[];
  origin: Pick<AuditRecord, 'ip' | 'user_agent'>;
}

/** What an approved act did: its audit entry, and the donations a revocation cancelled (for pay). */
interface Applied {
  entry: Omit<AuditRecord, 'actor_kind' | 'actor_id' | 'ip' | 'user_agent'>;
  cancelled: RevokedDonation[];
}

/** Each act: whether it still applies to its object (a 409 otherwise), and how it is carried out. */
const acts: Record<
  ApprovalAction,
  {
    check(db: Kysely<Database>, id: number): Promise<void>;
    /** `request`: the asked-for act's reason, who asked and who approves */
    apply(
      trx: Transaction<Database>,
      id: number,
      request: { reason: string; requestedBy: number; approvedBy: number },
    ): Promise<Applied>;
    /** what else a refusal or a withdrawal closes, in its transaction */
    closed?(
      trx: Transaction<Database>,
      id: number,
      decision: { status: 'rejected' | 'withdrawn'; by: number },
    ): Promise<void>;
  }
> = {
  'operator.grant_admin': {
    async check(db, id) {
      const operator = await findOperator(db, id);
      if (!operator) throw new AppError('NOT_FOUND', operatorMessages.operatorNotFound);
      if (operator.disabled_at) throw new AppError('CONFLICT', teamMessages.inviteeDisabled);
      if (operator.roles.includes('admin')) throw new AppError('CONFLICT', operatorMessages.alreadyAdmin);
    },
    async apply(trx, id) {
      const operator = (await findOperator(trx, id))!;
      const roles = [...operator.roles, 'admin' as const];
      await setOperatorRoles(trx, id, roles);
      return {
        entry: {
          action: 'operator.roles.changed',
          object_kind: 'operator',
          object_id: id,
          changes: { roles: [operator.roles, roles] },
        },
        cancelled: [],
      };
    },
  },
  'permit.revoke': {
    async check(db, id) {
      const permit = await findPermit(db, id);
      if (!permit) throw new AppError('NOT_FOUND', operatorMessages.approvalNotFound);
      if (permit.status !== 'approved' || permit.revoked_at)
        throw new AppError('CONFLICT', operatorMessages.permitNotRevocable);
    },
    async apply(trx, id) {
      const { row, cancelled } = await revokeAndCancelIn(trx, id);
      if (!row) throw new AppError('CONFLICT', operatorMessages.permitNotRevocable);
      return {
        entry: {
          action: 'permit.revoked',
          object_kind: 'permit',
          object_id: id,
          ngo_id: row.ngo_id,
          changes: {
            revoked_at: [null, new Date(row.revoked_at!).toISOString()],
            cancelled_donations: [0, cancelled.length],
          },
        },
        cancelled,
      };
    },
  },
  // docs/decisions/033: a campaign's page taken down for review, decided by the asker, approved by another
  'campaign.take_down': {
    async check(db, id) {
      const campaign = await caseCampaign(db, id);
      if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      if (campaign.moderation === 'taken_down')
        throw new AppError('CONFLICT', moderationMessages.alreadyTakenDown);
    },
    async apply(trx, id, request) {
      const entry = await decideIn(trx, id, {
        outcome: 'taken_down',
        reason: request.reason,
        decidedBy: request.requestedBy,
        approvedBy: request.approvedBy,
      });
      return { entry, cancelled: [] };
    },
  },
  // docs/decisions/032: a charity's payment settings, proposed by its admin or an operator
  'charity.payment_settings': {
    check: checkPaymentSettingChange,
    async apply(trx, id, request) {
      return { entry: await applyPaymentSettingChange(trx, id, request.approvedBy), cancelled: [] };
    },
    closed: closePaymentSettingChangeAs,
  },
};

function assertDuty(actor: Actor, action: ApprovalAction) {
  if (!approvalDuties[action].some((role) => actor.roles.includes(role)))
    throw new AppError('FORBIDDEN', operatorMessages.roleMissing);
}

const one = async (db: Kysely<Database>, id: number): Promise<ApprovalRecord> =>
  (await listApprovals(db, { id }))[0]!;

/** Asks for an act a second operator must approve (the asker's duty and fresh code are checked first). */
export async function requestApproval(
  db: Kysely<Database>,
  actor: Actor,
  request: { action: ApprovalAction; object_id: number; reason: string },
): Promise<ApprovalRecord> {
  assertDuty(actor, request.action);
  await acts[request.action].check(db, request.object_id);
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await insertApproval(trx, { ...request, requested_by: actor.id });
    if (inserted === undefined) throw new AppError('CONFLICT', operatorMessages.approvalPending);
    await recordAudit(trx, {
      actor_kind: 'operator',
      actor_id: actor.id,
      ...actor.origin,
      action: 'approval.requested',
      object_kind: 'approval',
      object_id: inserted,
      changes: { act: [null, `${request.action}:${request.object_id}`] },
    });
    return inserted;
  });
  return one(db, id);
}

/**
 * Another operator with the duty approves: the request closes and the act is carried out in one
 * transaction with both audit entries, or nothing happens. The requester can never approve their own.
 */
export async function approve(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
): Promise<{ approval: ApprovalRecord; cancelled: RevokedDonation[] }> {
  const waiting = await findApproval(db, id);
  if (!waiting) throw new AppError('NOT_FOUND', operatorMessages.approvalNotFound);
  assertDuty(actor, waiting.action);
  if (waiting.requested_by !== null && Number(waiting.requested_by) === actor.id)
    throw new AppError('FORBIDDEN', operatorMessages.ownApproval);
  const cancelled = await db.transaction().execute(async (trx) => {
    const closed = await decideApproval(trx, id, { status: 'approved', by: actor.id });
    if (!closed) throw new AppError('CONFLICT', operatorMessages.approvalDecided);
    await acts[closed.action].check(trx, Number(closed.object_id));
    const applied = await acts[closed.action].apply(trx, Number(closed.object_id), {
      reason: closed.reason,
      requestedBy: Number(closed.requested_by),
      approvedBy: actor.id,
    });
    const who = { actor_kind: 'operator' as const, actor_id: actor.id, ...actor.origin };
    await recordAudit(trx, { ...who, action: 'approval.approved', object_kind: 'approval', object_id: id });
    await recordAudit(trx, {
      ...who,
      ...applied.entry,
      changes: {
        ...applied.entry.changes,
        ...(closed.requested_by === null
          ? { requested_by_staff: [null, Number(closed.requested_by_staff)] }
          : { requested_by: [null, Number(closed.requested_by)] }),
      },
    });
    return applied.cancelled;
  });
  return { approval: await one(db, id), cancelled };
}

/** Another operator refuses the request, or its requester withdraws it; nothing else changes. */
export async function reject(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  note: string | undefined,
): Promise<ApprovalRecord> {
  const waiting = await findApproval(db, id);
  if (!waiting) throw new AppError('NOT_FOUND', operatorMessages.approvalNotFound);
  const own = waiting.requested_by !== null && Number(waiting.requested_by) === actor.id;
  if (!own) assertDuty(actor, waiting.action);
  await db.transaction().execute(async (trx) => {
    const closed = await decideApproval(trx, id, {
      status: own ? 'withdrawn' : 'rejected',
      by: actor.id,
      note: note ?? null,
    });
    if (!closed) throw new AppError('CONFLICT', operatorMessages.approvalDecided);
    await acts[closed.action].closed?.(trx, Number(closed.object_id), {
      status: own ? 'withdrawn' : 'rejected',
      by: actor.id,
    });
    await recordAudit(trx, {
      actor_kind: 'operator',
      actor_id: actor.id,
      ...actor.origin,
      action: own ? 'approval.withdrawn' : 'approval.rejected',
      object_kind: 'approval',
      object_id: id,
    });
  });
  return one(db, id);
}
