import type { Kysely } from 'kysely';
import { operatorMessages } from '@athar/contract/operator/messages';
import { teamMessages } from '@athar/contract/operator/team-messages';
import { AppError } from '@athar/server-kit/errors';
import type { AuditRecord } from '../../db/queries/audit-log';
import { countAdmins } from '../../db/queries/operator-roles';
import { revokeAllOperatorSessions } from '../../db/queries/operator-sessions';
import { lockOperator, setOperatorDisabled, withdrawApprovalsOf } from '../../db/queries/operator-team';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit-trail';

/**
 * Takes an operator out of the team, in one transaction: `disabled_at`, every session of theirs revoked
 * (the next call is a 401), their open four-eyes requests (and any that would make them an admin)
 * withdrawn, and `operator.disabled` with the reason. Never oneself (403), never the last enabled
 * admin (409: the count is taken under a lock, so two admins disabling each other cannot both pass).
 */
export async function disableOperator(
  db: Kysely<Database>,
  act: AuditRecord & { actor_id: number },
  targetId: number,
  reason: string,
): Promise<void> {
  if (targetId === act.actor_id) throw new AppError('FORBIDDEN', teamMessages.ownDisable);
  await db.transaction().execute(async (trx) => {
    // the admins first, then the target, always in that order: two admins taking each other out at
    // once would otherwise each hold one row and wait for the other's (a deadlock, not a 409)
    const admins = await countAdmins(trx);
    const target = await lockOperator(trx, targetId);
    if (!target) throw new AppError('NOT_FOUND', operatorMessages.operatorNotFound);
    if (target.disabled_at) throw new AppError('CONFLICT', teamMessages.alreadyDisabled);
    if (target.roles.includes('admin') && admins <= 1)
      throw new AppError('CONFLICT', teamMessages.lastEnabledAdmin);
    await setOperatorDisabled(trx, targetId, true);
    await revokeAllOperatorSessions(trx, targetId);
    const withdrawn = await withdrawApprovalsOf(trx, targetId, teamMessages.withdrawnOnDisable);
    await recordAudit(trx, {
      ...act,
      action: 'operator.disabled',
      object_kind: 'operator',
      object_id: targetId,
      changes: {
        disabled: [false, true],
        reason: [null, reason],
        ...(withdrawn.length > 0 ? { withdrawn_approvals: [null, withdrawn] } : {}),
      },
    });
  });
}

/**
 * Brings a disabled operator back (`operator.enabled` with the reason): they log in again; their second
 * factor stays as it was unless an admin resets it.
 */
export async function enableOperator(
  db: Kysely<Database>,
  act: AuditRecord,
  targetId: number,
  reason: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const target = await lockOperator(trx, targetId);
    if (!target) throw new AppError('NOT_FOUND', operatorMessages.operatorNotFound);
    if (!target.disabled_at) throw new AppError('CONFLICT', teamMessages.notDisabled);
    await setOperatorDisabled(trx, targetId, false);
    await recordAudit(trx, {
      ...act,
      action: 'operator.enabled',
      object_kind: 'operator',
      object_id: targetId,
      changes: { disabled: [true, false], reason: [null, reason] },
    });
  });
}
