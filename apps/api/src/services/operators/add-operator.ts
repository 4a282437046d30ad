import type { Kysely } from 'kysely';
import { operatorMessages } from '@athar/contract/operator/messages';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { AppError } from '@athar/server-kit/errors';
import { findOperatorByEmail, insertOperator } from '../../db/queries/operators';
import type { Database } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/audit-trail';
import { assertAcceptablePassword } from '../password-policy';

/** Adds an operator (a signed command's doing, recorded as such); an address already used is a 409. */
export async function addOperator(
  db: Kysely<Database>,
  input: { email: string; name: string; roles: OperatorRole[]; password: string },
  origin: { ip: string },
) {
  assertAcceptablePassword(input.password, 'password');
  if (await findOperatorByEmail(db, input.email)) throw new AppError('CONFLICT', operatorMessages.emailTaken);
  const roles = [...new Set(input.roles)];
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const id = await insertOperator(trx, {
      email: input.email,
      operator_name: input.name,
      password_hash: passwordHash,
      roles,
    });
    await recordAudit(trx, {
      actor_kind: 'command',
      action: 'command.operator.added',
      object_kind: 'operator',
      object_id: id,
      changes: { roles: [null, roles] },
      ip: origin.ip,
    });
    return { id, email: input.email, operator_name: input.name, roles };
  });
}
