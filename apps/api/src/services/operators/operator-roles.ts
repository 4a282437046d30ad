import type { Kysely } from 'kysely';
import { operatorMessages } from '@athar/contract/operator/messages';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { AppError } from '@athar/server-kit/errors';
import type { AuditRecord } from '../../db/queries/audit-log';
import { countAdmins, setOperatorRoles } from '../../db/queries/operator-roles';
import { findOperator } from '../../db/queries/operators';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit-trail';

/**
 * Sets an operator's duties, with the before and after in the audit log, in one transaction. Granting
 * admin is refused here (four eyes: an approval), and so is taking it from the last admin.
 */
export async function changeRoles(
  db: Kysely<Database>,
  act: AuditRecord,
  targetId: number,
  wanted: OperatorRole[],
) {
  const roles = [...new Set(wanted)];
  await db.transaction().execute(async (trx) => {
    const target = await findOperator(trx, targetId);
    if (!target) throw new AppError('NOT_FOUND', operatorMessages.operatorNotFound);
    const wasAdmin = target.roles.includes('admin');
    if (roles.includes('admin') && !wasAdmin)
      throw new AppError('CONFLICT', operatorMessages.adminNeedsApproval);
    if (wasAdmin && !target.disabled_at && !roles.includes('admin') && (await countAdmins(trx)) <= 1)
      throw new AppError('CONFLICT', operatorMessages.lastAdmin);
    const before = await setOperatorRoles(trx, targetId, roles);
    await recordAudit(trx, {
      ...act,
      object_kind: 'operator',
      object_id: targetId,
      changes: { roles: [before, roles] },
    });
  });
}
